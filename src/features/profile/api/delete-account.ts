import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";

/**
 * 회원탈퇴 (pb_hooks/account-delete.js): one server transaction erases my private data, deletes the
 * clubs I host, withdraws my applications and memberships, and revokes every token.
 */
export function deleteAccount(password: string) {
  return pb.send("/api/accounts/delete", { method: "POST", body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
