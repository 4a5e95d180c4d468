import { getTokenPayload } from "pocketbase";
import { TOKEN_LIFETIME_MS } from "@/config/auth-token";
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

// A digest of the token this device's last check confirmed, and when (never the token: it would
// outlive a sign-out). A start within RECHECK_AFTER_MS of that answer sends no check (issue 33:
// one request less on every member's start when the app is reopened): the server confirmed that
// token minutes ago, and a token revoked since (a password change, a deleted account) still ends
// the session at the first member request answered 401 (src/lib/pocketbase.ts, beforeSend).
const CHECKED_KEY = "chaekdongne-session-checked";
export const RECHECK_AFTER_MS = 10 * 60_000;

async function digest(token: string) {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function rememberCheck(token: string) {
  try {
    localStorage.setItem(CHECKED_KEY, JSON.stringify({ digest: await digest(token), at: Date.now() }));
  } catch {
    // No storage or no WebCrypto: the next start checks again.
  }
}

/** Whether this device's check confirmed `token` less than RECHECK_AFTER_MS ago. */
export async function checkedRecently(token: string) {
  try {
    const last = JSON.parse(localStorage.getItem(CHECKED_KEY) ?? "null") as {
      digest?: string;
      at?: number;
    } | null;
    const age = Date.now() - (last?.at ?? 0);
    return !!token && age >= 0 && age < RECHECK_AFTER_MS && last?.digest === (await digest(token));
  } catch {
    return false;
  }
}

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
    if (pb.authStore.token === token && pb.authStore.model === model) {
      pb.authStore.save(data.token, data.record);
      await rememberCheck(data.token);
    }
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

// A token comes with the member's record
// (sign-in, sign-up, a check), so a token issued less than FRESH_TOKEN_MS ago means the stored
// record is that recent and the token has nearly all its life ahead: the start-up check would
// only repeat what its issue said (issue 33: one request less on a member's first load after a
// sign-in). A token revoked since still ends the session at its first request (answered 401).
export const FRESH_TOKEN_MS = 24 * 3_600_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whether `token` was issued less than FRESH_TOKEN_MS ago, judged by its expiry (`exp`). */
export function issuedRecently(token: string, now = Date.now()) {
  const exp = Number(getTokenPayload(token).exp) * 1000;
  const left = exp - now;
  // A longer life than PocketBase gives is not one we can judge: check it.
  return left > TOKEN_LIFETIME_MS - FRESH_TOKEN_MS && left <= TOKEN_LIFETIME_MS + CLOCK_SKEW_MS;
}

/**
 * The start-up check (src/main.tsx): verifyStoredSession with retries, unless the stored token
 * was issued less than FRESH_TOKEN_MS ago or this device's check confirmed it less than
 * RECHECK_AFTER_MS ago (an expired token still ends here, without a request).
 */
export async function checkAtStart() {
  const token = pb.authStore.token;
  if (pb.authStore.isValid && (issuedRecently(token) || (await checkedRecently(token)))) return;
  await verifyStoredSession({ retry: true });
}

/** The start-up check, retried with back-off (and when the device comes back online) until it is sure. */
export async function verifyStoredSession({ retry = false } = {}) {
  for (let attempt = 0; ; attempt++) {
    if ((await checkStoredSession()) !== "unsure" || !retry) return;
    await retryDelay(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
  }
}
