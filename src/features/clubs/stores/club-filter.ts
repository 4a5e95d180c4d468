import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { safeLocalStorage } from "./safe-storage";
import { DEFAULT_CLUB_SEARCH, type ClubSearch } from "../lib/club-search-params";

interface ClubFilterState extends ClubSearch {
  add: (genre: string) => void;
  remove: (genre: string) => void;
  reset: () => void;
  /** The list's filters as its URL says (hooks/use-club-search.ts keeps the two in step). */
  setFilters: (filters: ClubSearch) => void;
}

/** The filters of the state, without its actions (what is saved and what the list reads). */
export const filtersOf = ({ q, genres, mode, when, open, sort }: ClubSearch): ClubSearch => ({
  q,
  genres,
  mode,
  when,
  open,
  sort,
});

export const CLUB_FILTER_STORAGE_KEY = "chaekdongne-club-filter";
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
      add: (genre) => set((s) => ({ genres: s.genres.includes(genre) ? s.genres : [...s.genres, genre] })),
      remove: (genre) => set((s) => ({ genres: s.genres.filter((g) => g !== genre) })),
      reset: () => set({ genres: [] }),
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

/** The saved filters (plain values, no actions). */
export const savedClubFilters = () => filtersOf(useClubFilter.getState());
