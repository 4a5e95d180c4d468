import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { availabilityKeys } from "@/lib/availability";
import { normalizeEmail } from "@/lib/account-rules";

export interface SignupInput {
  email: string;
  password: string;
  passwordConfirm: string;
  nickname: string;
  phone: string;
  /** YYYY-MM-DD from the date input. */
  birth: string;
  gender: "male" | "female";
}

/** Creates the member (spec 7). Emails stay private: the server forces emailVisibility off. */
export async function signup(input: SignupInput) {
  return pb.collection("users").create({
    ...input,
    email: normalizeEmail(input.email),
    nickname: input.nickname.trim(),
    birth: `${input.birth} 00:00:00.000Z`,
    emailVisibility: false,
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSettled: () => queryClient.removeQueries({ queryKey: availabilityKeys.all }),
  });
}
