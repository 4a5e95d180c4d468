// Prerendered pages start their first request (a list's first page, a member's club) from their
// inline script (src/app/early/paint.ts) while the app's JS is still downloading, and keep the
// promise here by URL path. The API function takes it (once) instead of asking again; on any
// failure it asks the SDK.

declare global {
  interface Window {
    __chaekdongneEarly?: Record<string, Promise<unknown> | undefined>;
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

/** The early response for `path` if the page started one, else (or if it failed) `request()`. */
export function takeEarlyRequest<T>(path: string, request: () => Promise<T>): Promise<T> {
  const early = typeof window === "undefined" ? undefined : window.__chaekdongneEarly?.[path];
  if (!early) return request();
  window.__chaekdongneEarly![path] = undefined;
  return (early as Promise<T>).catch(request);
}
