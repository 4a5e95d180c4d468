import { DEFAULT_CLUB_SEARCH, type ClubSearch } from "../lib/club-search-params";

export const CLUB_FILTER_STORAGE_KEY = "chaekdongne-club-filter";

/**
 * The saved club filters, read straight from the store's storage (zustand `persist`, version 0:
 * `{ state, version }`), merged over the defaults as `persist` merges them (the store saves only
 * the filters: `partialize` in club-filter.ts). The list's first screen reads them this way so
 * that it needs neither the store nor its code (issue 33's budget); the store loads when the list
 * saves filters.
 */
export function savedClubFilters(): ClubSearch {
  try {
    const saved = JSON.parse(localStorage.getItem(CLUB_FILTER_STORAGE_KEY) ?? "{}") as { state?: ClubSearch };
    return { ...DEFAULT_CLUB_SEARCH, ...saved.state };
  } catch {
    return DEFAULT_CLUB_SEARCH; // unreadable (hand-edited, storage blocked): the plain list
  }
}
