import { DEFAULT_CLUB_SEARCH, type ClubSearch } from "../lib/club-search-params";

export const CLUB_FILTER_STORAGE_KEY = "chaekdongne-club-filter";

/** The filters of a state, without its actions (what is saved and what the list reads). */
export const filtersOf = ({ q, genres, mode, when, open, sort }: ClubSearch): ClubSearch => ({
  q,
  genres,
  mode,
  when,
  open,
  sort,
});

/**
 * The saved club filters, read straight from the store's storage (zustand `persist`, version 0:
 * `{ state, version }`), merged over the defaults as `persist` merges them. The list's first
 * screen reads them this way so that it needs neither the store nor its code (issue 33's budget);
 * the store (club-filter.ts) loads when the list saves filters.
 */
export function savedClubFilters(): ClubSearch {
  try {
    const saved = JSON.parse(localStorage.getItem(CLUB_FILTER_STORAGE_KEY) ?? "{}") as { state?: ClubSearch };
    return filtersOf({ ...DEFAULT_CLUB_SEARCH, ...saved.state });
  } catch {
    return DEFAULT_CLUB_SEARCH; // unreadable (hand-edited, storage blocked): the plain list
  }
}
