import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { normalizeEmail } from "@/lib/account-rules";

// 비밀번호 찾기 through PocketBase's own auth routes:
//   POST /api/collections/users/request-password-reset  { email }        -> 204 (also for unknown emails)
//   POST /api/collections/users/confirm-password-reset  { token, password, passwordConfirm } -> 204
// Confirming changes the member's token key, so every session signed in before ends.
export const requestPasswordReset = (email: string) =>
  pb.collection("users").requestPasswordReset(normalizeEmail(email));

export interface PasswordResetConfirm {
  token: string;
  password: string;
  passwordConfirm: string;
}
export const confirmPasswordReset = ({ token, password, passwordConfirm }: PasswordResetConfirm) =>
  pb.collection("users").confirmPasswordReset(token, password, passwordConfirm);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
