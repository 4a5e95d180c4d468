import { useMutation } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { OAuth2Proof } from "@/lib/oauth2";

/** Links the provider account to the signed-in member (who proved it is theirs by signing in). */
export function linkOAuth2(proof: OAuth2Proof) {
  return pb.send<{ linked: string }>("/api/accounts/oauth2/link", { method: "POST", body: proof });
}

export function useOAuth2Link() {
  return useMutation({ mutationFn: linkOAuth2 });
}
