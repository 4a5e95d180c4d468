import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { normalizeEmail } from "@/lib/account-rules";

export interface LoginInput {
  email: string;
  password: string;
}

/** Email + password login. The SDK stores the token; src/lib/session.ts persists it. */
export async function login({ email, password }: LoginInput) {
  return pb.collection("users").authWithPassword(normalizeEmail(email), password);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Lists cached while browsing as a visitor (likes, memberships) are now stale.
    onSuccess: () => queryClient.clear(),
  });
}
