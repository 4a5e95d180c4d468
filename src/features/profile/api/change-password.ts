import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Changes my password (spec 7). The server then revokes every token of the account, so we log
 * in again with the new password to keep this device signed in.
 */
export async function changePassword(userId: string, email: string, change: PasswordChange) {
  await pb.collection("users").update(userId, change);
  if (email) await pb.collection("users").authWithPassword(email, change.password);
}

export function useChangePassword(userId: string, email: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(userId, email, change) });
}
