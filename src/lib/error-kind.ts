// Which error screen a failure gets (src/components/layouts/error-screen.tsx). Apart from the
// messages of ./errors.ts: the error screen ships in the entry (it must show when the build's
// other files are gone), the messages load with the first screen that needs them.

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
