import { useMutation } from "@tanstack/react-query";
import { pb, whileReplacingToken } from "@/lib/pocketbase";
import { restartRealtime } from "@/lib/realtime-order";
import { signOut } from "@/lib/session";

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Changes my password (spec 7). The server then revokes every token of the account and drops
 * its realtime connections, so we log in again with the new password to keep this device signed
 * in, and reopen realtime with the new token (every live view catches up on reconnect). Between
 * the change and the re-login, other requests still carrying the old token get 401s: those do not
 * sign the member out (whileReplacingToken), so the page stays and shows its result.
 */
export async function changePassword(userId: string, email: string, change: PasswordChange) {
  const signedIn = await whileReplacingToken(async () => {
    try {
      await pb.collection("users").update(userId, change);
    } catch (error) {
      // The change's own 401: the token was dead before it (the server changed nothing).
      if ((error as { status?: number }).status === 401) signOut();
      throw error;
    }
    return pb
      .collection("users")
      .authWithPassword(email, change.password)
      .then(
        () => true,
        () => false,
      );
  });
  if (!signedIn) {
    signOut(); // the password did change; the old token is dead either way
    return;
  }
  void restartRealtime(pb.realtime).catch(() => undefined); // the SDK retries on its own
}

export function useChangePassword(userId: string, email: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(userId, email, change) });
}
