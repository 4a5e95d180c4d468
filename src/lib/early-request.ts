import { useSession } from "@/lib/session";

// Prerendered pages start their first request (a list's first page, a member's club) from their
// inline script (src/app/early/paint.ts) while the app's JS is still downloading, and keep the
// promise here by URL path, with the token it was sent with. The API function takes it (once)
// instead of asking again; on any failure it asks the SDK.
//
// An answer is its viewer's: the server leaves out what a member blocked and what reports hid.
// So it is served only to the session that sent it (not after a login, a logout or a refreshed
// token), and only until the member first changes something (a block, a report, a deletion:
// any settled mutation: src/app/mutation-effects.ts calls dropEarlyRequests), after which it may
// show what is gone.

export interface EarlyRequest {
  response: Promise<unknown>;
  /** The Authorization the request carried ("" for a visitor). */
  token: string;
}

declare global {
  interface Window {
    __chaekdongneEarly?: Record<string, EarlyRequest | undefined>;
  }
}

/** `/api/collections/<name>/records?page=1&perPage=..&..`: a list page as the SDK would request it. */
export function listPath(
  collection: string,
  perPage: number,
  params: Record<string, string | boolean>,
): string {
  const query = new URLSearchParams({ page: "1", perPage: String(perPage) });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, String(value));
  return `/api/collections/${collection}/records?${query}`;
}

/**
 * The early response for `path` if the page started one for the current session, else (or if it
 * failed) `request()`.
 */
export function takeEarlyRequest<T>(path: string, request: () => Promise<T>): Promise<T> {
  const early = typeof window === "undefined" ? undefined : window.__chaekdongneEarly?.[path];
  if (!early) return request();
  window.__chaekdongneEarly![path] = undefined;
  if (early.token !== useSession.getState().token) return request();
  return (early.response as Promise<T>).catch(request);
}

/** Forgets every early response not taken yet: what the member just changed may be in them. */
export function dropEarlyRequests() {
  if (typeof window !== "undefined") window.__chaekdongneEarly = {};
}
