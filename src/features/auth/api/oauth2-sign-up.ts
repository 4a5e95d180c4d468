import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { availabilityKeys } from "@/lib/availability";
import type { SessionUser } from "@/lib/session";

export interface OAuth2SignUpInput {
  ticket: string;
  nickname: string;
  phone: string;
  /** YYYY-MM-DD from the date input. */
  birth: string;
  gender: "male" | "female";
}

/** The new member from a 카카오 / OIDC sign-in, with the same 2/2 profile as an e-mail signup. */
export async function signUpWithOAuth2(input: OAuth2SignUpInput) {
  const result = await pb.send<{ token: string; record: SessionUser }>("/api/accounts/oauth2/sign-up", {
    method: "POST",
    body: { ...input, nickname: input.nickname.trim(), birth: `${input.birth} 00:00:00.000Z` },
  });
  pb.authStore.save(result.token, result.record);
  return result;
}

export function useOAuth2SignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpWithOAuth2,
    onSettled: () => queryClient.removeQueries({ queryKey: availabilityKeys.all }),
  });
}
