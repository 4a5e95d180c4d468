import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { OAuth2Proof } from "@/lib/oauth2";

/** The password, or for a member who signs in with 카카오 / OIDC only, that provider's fresh answer. */
export type DeleteAccountProof = { password: string } | OAuth2Proof;

/**
 * 회원탈퇴 (pb_hooks/accounts/delete.js): one server transaction erases my private data, deletes the
 * clubs I host, withdraws my applications and memberships, and revokes every token.
 */
export function deleteAccount(proof: DeleteAccountProof) {
  return pb.send("/api/accounts/delete", { method: "POST", body: proof });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
