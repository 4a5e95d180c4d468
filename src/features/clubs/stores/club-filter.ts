import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { safeLocalStorage } from "@/lib/safe-storage";
import { DEFAULT_CLUB_SEARCH, type ClubSearch } from "../lib/club-search-params";
import { CLUB_FILTER_STORAGE_KEY } from "./saved-club-filter";

export { CLUB_FILTER_STORAGE_KEY, savedClubFilters } from "./saved-club-filter";

/** The filters of the state, without its actions (what is saved). */
export const filtersOf = ({ q, genres, mode, when, open, sort }: ClubSearch): ClubSearch => ({
  q,
  genres,
  mode,
  when,
  open,
  sort,
});

interface ClubFilterState extends ClubSearch {
  /** The list's filters as its URL says (hooks/use-club-search.ts keeps the two in step). */
  setFilters: (filters: ClubSearch) => void;
}

export const DEFAULT_CLUB_FILTER: ClubSearch = DEFAULT_CLUB_SEARCH;

/**
 * Club list filters (spec 3 and issue 34), saved so the list opens as it was left: genre ids
 * (joined with commas when used in the query), search words, online/offline, dates, 모집 중, sort.
 * The URL is the list's source (shareable, Back works); this store remembers the last one.
 */
export const useClubFilter = create<ClubFilterState>()(
  persist(
    (set) => ({
      ...DEFAULT_CLUB_FILTER,
      setFilters: (filters) => set(filters),
    }),
    {
      name: CLUB_FILTER_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      // Only the filters are saved; a state saved by an older version gets the new keys' defaults.
      partialize: (s) => filtersOf(s),
    },
  ),
);
