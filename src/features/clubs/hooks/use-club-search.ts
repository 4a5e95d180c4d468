import { useEffect } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import {
  hasClubSearch,
  isDefaultClubSearch,
  readClubSearch,
  writeClubSearch,
  type ClubSearch,
} from "../lib/club-search-params";
import { savedClubFilters } from "../stores/saved-club-filter";

// The list's filters live in its URL (shareable; Back and Forward step through them) and the last
// ones are saved (stores/club-filter.ts). A bare /main/club opened anew or by a link (the tab bar,
// the bottom bar) shows the saved filters and gets them in its URL; Back to a bare entry shows the
// plain list, as it was when that entry was made.

let started = false; // false until the app's first location (a reload, an opened link) was seen

/** As if the app had just started (tests render several routers in one page). */
export const resetClubSearchStart = () => void (started = false);

const restores = (params: URLSearchParams, pop: boolean) => !hasClubSearch(params) && (!pop || !started);

/** The filters a /main/club URL stands for (the route loader starts page 1 with them). */
export const clubFiltersFor = (params: URLSearchParams, pop = false): ClubSearch =>
  restores(params, pop) ? savedClubFilters() : readClubSearch(params);

const saveClubFilters = (filters: ClubSearch) =>
  import("../stores/club-filter").then(({ useClubFilter }) => useClubFilter.getState().setFilters(filters));

export const clubSearchHref = (path: string, filters: ClubSearch) => {
  const query = writeClubSearch(filters).toString();
  return query ? `${path}?${query}` : path;
};

export function useClubSearch() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const navigate = useNavigate();
  const pop = useNavigationType() === "POP";
  // Read from storage, not through the store: only this hook's effect changes them, and the store's
  // code then stays off the first screen (it loads with the first save).
  const saved = savedClubFilters();
  const restoring = restores(params, pop);
  const filters = restoring ? saved : readClubSearch(params);

  useEffect(() => {
    started = true;
    if (!restoring) void saveClubFilters(readClubSearch(params));
    else if (!isDefaultClubSearch(saved))
      void navigate(clubSearchHref(location.pathname, saved), { replace: true, preventScrollReset: true });
    // Once per location: the URL decides, the store follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  /** A new filter: a new history entry (typing refines the current one instead: `replace`). */
  const apply = (next: ClubSearch, replace = false) =>
    void navigate(clubSearchHref(location.pathname, next), { replace, preventScrollReset: true });

  return { filters, apply };
}
