import type { ClientResponseError } from "pocketbase";

// The SDK's error class without importing the SDK (first screens load it lazily): its errors are
// named "ClientResponseError <status>".
export const isClientResponseError = (error: unknown): error is ClientResponseError =>
  error instanceof Error && error.name.startsWith("ClientResponseError");

export const FALLBACK_ERROR = "요청을 처리하는 중에 문제가 발생했어요. 잠시 후 다시 시도해주세요.";

/** A Korean message for any failed call: offline, server message, or the fallback (spec 8). */
export function errorMessage(error: unknown): string {
  if (isClientResponseError(error)) {
    if (error.status === 0) return "서버에 연결할 수 없어요. 네트워크 상태를 확인하고 다시 시도해주세요.";
    const message = error.response?.message as string | undefined;
    if (message && /[가-힣]/.test(message)) return message;
  }
  return FALLBACK_ERROR;
}

/** What kind of failure a screen should admit to: each has its own Korean message. */
export type ErrorKind = "not-found" | "no-access" | "offline" | "server";

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
};

// How browsers and Vite's preload helper say that a file or a request got no answer: a fetch
// (Chromium, Safari, Firefox), a lazy module, a route's stylesheet.
const NO_ANSWER =
  /Failed to fetch|Load failed|NetworkError|dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * 404 → not-found; 401/403 → no-access; no answer at all (status 0, a failed file or fetch, the
 * device offline) → offline; anything else (5xx, 400, a bug) → server. A 400 is not a 404.
 */
export function errorKind(error: unknown): ErrorKind {
  const status = statusOf(error);
  if (status === 404) return "not-found";
  if (status === 401 || status === 403) return "no-access";
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  if (status === 0 || offline) return "offline";
  if (status === undefined && error instanceof Error && NO_ANSWER.test(error.message)) return "offline";
  return "server";
}
