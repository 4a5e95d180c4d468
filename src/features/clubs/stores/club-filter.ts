import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { safeLocalStorage } from "./safe-storage";
import type { ClubSort } from "../api/keys";

interface ClubFilterState {
  genres: string[];
  sort: ClubSort;
  add: (genre: string) => void;
  remove: (genre: string) => void;
  reset: () => void;
  setSort: (sort: ClubSort) => void;
}

export const CLUB_FILTER_STORAGE_KEY = "chaekdongne-club-filter";
export const DEFAULT_CLUB_FILTER: Pick<ClubFilterState, "genres" | "sort"> = { genres: [], sort: "latest" };

/** Club list filter (spec 3): genre ids, joined with commas when used in the query. */
export const useClubFilter = create<ClubFilterState>()(
  persist(
    (set) => ({
      ...DEFAULT_CLUB_FILTER,
      add: (genre) => set((s) => ({ genres: s.genres.includes(genre) ? s.genres : [...s.genres, genre] })),
      remove: (genre) => set((s) => ({ genres: s.genres.filter((g) => g !== genre) })),
      reset: () => set({ genres: [] }),
      setSort: (sort) => set({ sort }),
    }),
    { name: CLUB_FILTER_STORAGE_KEY, version: 0, storage: createJSONStorage(() => safeLocalStorage) },
  ),
);

const toListFilters = (genres: string[], sort: ClubSort) => ({ genres: genres.join(","), sort });

export const useClubListFilters = () =>
  toListFilters(
    useClubFilter((s) => s.genres),
    useClubFilter((s) => s.sort),
  );

/** The same filters outside React (the route loader starts page 1 with them). */
export const currentClubListFilters = () =>
  toListFilters(useClubFilter.getState().genres, useClubFilter.getState().sort);
