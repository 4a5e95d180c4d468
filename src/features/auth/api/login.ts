import { useMutation } from "@tanstack/react-query";
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

/** What was cached for the visitor goes when the member changes (src/app/session-end.ts). */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
