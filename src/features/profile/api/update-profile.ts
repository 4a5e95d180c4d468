import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";
import { appendImage } from "@/lib/prepare-image";
import { replaceSessionUser, type SessionUser } from "@/lib/session";

export interface ProfileChanges {
  nickname?: string;
  /** A new avatar (lib/prepare-image.ts prepareImage), or null to remove the current one. */
  img?: File | null;
}

/** Updates my nickname and/or avatar; the response replaces the stored member (spec 7). */
export async function updateProfile(userId: string, changes: ProfileChanges) {
  let body: FormData | ProfileChanges = changes;
  if (changes.img) {
    body = new FormData();
    if (changes.nickname !== undefined) body.append("nickname", changes.nickname);
    await appendImage(body, "avatar", changes.img);
  }
  const record = await pb.collection("users").update<SessionUser>(userId, body);
  replaceSessionUser(record);
  return record;
}

export function useUpdateProfile(userId: string) {
  return useMutation({
    mutationKey: mutationKeys.profileUpdate,
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
  });
}
