import { useMutation } from "@tanstack/react-query";
import { getTokenPayload } from "pocketbase";
import { pb } from "@/lib/pocketbase";
import { replaceSessionUser, useSession } from "@/lib/session";

// Email verification. It helps (the member can be reached) but never gates anything:
//   POST /api/collections/users/confirm-verification { token } -> 204 (PocketBase's own route)
//   POST /api/accounts/verification -> { status: "sent" | "verified" }; 429 over the budget
//        (pb_hooks/accounts/routes.js; the mail itself is sent after signup by the server).

/** Confirms the e-mailed token; if it is the signed-in member's, their session shows it at once. */
export async function confirmEmailVerification(token: string) {
  await pb.collection("users").confirmVerification(token);
  const user = useSession.getState().user;
  const payload = getTokenPayload(token) as { id?: string };
  if (user && payload.id === user.id) replaceSessionUser({ ...user, verified: true });
}

export const resendVerificationMail = () =>
  pb.send<{ status: "sent" | "verified" }>("/api/accounts/verification", { method: "POST" });

export const useConfirmEmailVerification = () => useMutation({ mutationFn: confirmEmailVerification });

export const useResendVerificationMail = () =>
  useMutation({
    mutationFn: resendVerificationMail,
    onSuccess: ({ status }) => {
      const user = useSession.getState().user;
      // Verified meanwhile (another device): the notice goes away.
      if (status === "verified" && user) replaceSessionUser({ ...user, verified: true });
    },
  });
