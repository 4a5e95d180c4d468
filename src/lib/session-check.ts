import { endSessionFor, pb } from "@/lib/pocketbase";
import { retryDelay } from "@/lib/retry-delay";
import { signOut, type SessionUser } from "@/lib/session";

// The start-up session check, loaded after the first screen (src/main.tsx) to keep it out of the
// first-load JS. Only a definite "no" for the stored token ends the session.

interface AuthAnswer {
  token: string;
  record: SessionUser;
}
const isAuthAnswer = (data: unknown): data is AuthAnswer => {
  const d = data as Partial<AuthAnswer> | null;
  return typeof d?.token === "string" && d.token.length > 0 && typeof d.record?.id === "string";
};

export type SessionCheck = "none" | "kept" | "ended" | "unsure";

/**
 * Checks the stored token once: "ended" only when it has expired or the server answers 401/403
 * for it; "unsure" (network error, 5xx, malformed or cut-off body) keeps the session as it is.
 * The SDK's authRefresh() is not used: it saves whatever body came back, and an empty or
 * cut-off body would save an empty token, which is a logout.
 */
export async function checkStoredSession(): Promise<SessionCheck> {
  const token = pb.authStore.token;
  const model = pb.authStore.model;
  if (!token) return "none";
  if (!pb.authStore.isValid) {
    signOut();
    return "ended";
  }
  try {
    const data: unknown = await pb.send("/api/collections/users/auth-refresh", { method: "POST" });
    if (!isAuthAnswer(data)) return "unsure";
    // Only over the session it was asked about: a change made meanwhile (a profile edit, a
    // verified email) is newer than this answer, and the token it holds is still valid.
    if (pb.authStore.token === token && pb.authStore.model === model)
      pb.authStore.save(data.token, data.record);
    return "kept";
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) {
      endSessionFor(token); // (beforeSend has already handled a 401)
      return "ended";
    }
    return "unsure";
  }
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** The start-up check, retried with back-off (and when the device comes back online) until it is sure. */
export async function verifyStoredSession({ retry = false } = {}) {
  for (let attempt = 0; ; attempt++) {
    if ((await checkStoredSession()) !== "unsure" || !retry) return;
    await retryDelay(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
  }
}
