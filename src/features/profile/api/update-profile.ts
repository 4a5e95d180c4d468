import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";
import { replaceSessionUser, type SessionUser } from "@/lib/session";

export interface ProfileChanges {
  nickname?: string;
  /** A new (compressed) avatar, or null to remove the current one. */
  img?: File | null;
}

/** Updates my nickname and/or avatar; the response replaces the stored member (spec 7). */
export async function updateProfile(userId: string, changes: ProfileChanges) {
  const record = await pb.collection("users").update<SessionUser>(userId, changes);
  replaceSessionUser(record);
  return record;
}

export function useUpdateProfile(userId: string) {
  return useMutation({
    mutationKey: mutationKeys.profileUpdate,
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
  });
}
