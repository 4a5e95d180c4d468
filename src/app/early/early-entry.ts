import type { EarlyViewName } from "./views";

/**
 * One early start of a prerendered page (src/app/prerender.tsx), run by its inline script
 * (./paint.ts) before the app's JS has arrived.
 */
export interface EarlyEntry {
  /** Only on pathnames this matches: a route's pattern compiled by routeRegex (case-insensitive). */
  match?: string;
  /** The API path to request at once; its `:params` come from `match`'s groups. */
  request?: string;
  /**
   * The session's storage key: the request carries the stored member's token, so the answer is
   * this viewer's (the server leaves out what they blocked); src/lib/early-request.ts serves it
   * only to the same session.
   */
  sessionKey?: string;
  /** A guarded page: nothing starts for a visitor (the app shows the auth gate). */
  memberOnly?: boolean;
  /** Skipped when this persisted store holds other values (the app would ask for another list). */
  onlyWhenStored?: { key: string; state: object };
  /** Skipped when the address has a query (a list's filters in its URL ask for another list). */
  onlyWithoutQuery?: boolean;
  /** Route modules whose files start at once (scripts/lib/vite-prerender.mjs turns them into `files`). */
  modules?: string[];
  /** Their JS and CSS URLs. */
  files?: string[];
  paint?: EarlyPaint;
}

/** Paints the response's first records before React from build-time markup of the real components. */
export interface EarlyPaint {
  view: EarlyViewName;
  /** A list: the skeleton's slot it replaces in the prerendered page. Else the whole screen, into an empty #root. */
  slot?: string;
  /** The view field whose value picks the markup: variants[String(value)]. */
  variantBy?: string;
  variants: Record<string, string>;
  /** The view field holding the first record's image, preloaded as soon as the data arrives. */
  preload?: string;
}
