import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { OAuth2Proof } from "@/lib/oauth2";
import type { SessionUser } from "@/lib/session";

export type OAuth2SignInResult =
  | { token: string; record: SessionUser }
  /** A new person: the 2/2 profile first (oauth2-sign-up.ts), with this ticket. */
  | { signup: { ticket: string; provider: string } };

/**
 * 카카오 / OIDC sign-in (pb_hooks/oauth2/routes.js): a linked member gets a session (stored like a
 * password login's); a new person gets a sign-up ticket; an e-mail that already has an account
 * comes back as a 400 with data.email.code "oauth2_email_in_use".
 */
export async function signInWithOAuth2(proof: OAuth2Proof) {
  const result = await pb.send<OAuth2SignInResult>("/api/accounts/oauth2/sign-in", {
    method: "POST",
    body: proof,
  });
  if ("token" in result) pb.authStore.save(result.token, result.record);
  return result;
}

/** As after a password login, the visitor's cache goes with the member change (src/app/session-end.ts). */
export function useOAuth2SignIn() {
  return useMutation({ mutationFn: signInWithOAuth2 });
}
