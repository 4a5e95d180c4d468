import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { loadPb } from "@/lib/load-pocketbase";
import type { TypedPocketBase } from "@/types/pocketbase-types";
import { listPath, takeEarlyRequest } from "@/lib/early-request";
import { DEFAULT_CLUB_SEARCH, needsSearchRoute, searchRouteQuery } from "../lib/club-search-params";
import { clubKeys, type ClubListFilters } from "./keys";
import type { Club } from "./types";

export const CLUB_PAGE_SIZE = 10; // spec 9: club query at most 10 records

// `pb.filter` binds the values safely; the default list (no genre, latest first) needs none, so its
// early path is built without the SDK.
type Filter = TypedPocketBase["filter"];
const noValues: Filter = (raw) => raw;

export function genreFilter(genres: string, filter: Filter): string {
  const ids = genres.split(",").filter(Boolean);
  const params = Object.fromEntries(ids.map((id, i) => [`g${i}`, id]));
  return ids.length ? filter(ids.map((_, i) => `genre = {:g${i}}`).join(" || "), params) : "";
}

function listParams(filters: Pick<ClubListFilters, "genres" | "sort">, filter: Filter) {
  const parts = [genreFilter(filters.genres.join(","), filter)].filter(Boolean).map((f) => `(${f})`);
  if (filters.sort === "soonest") parts.push(filter("dateTime >= {:now}", { now: new Date() }));
  const joined = parts.join(" && ");
  return {
    filter: joined,
    sort: filters.sort === "soonest" ? "dateTime" : "-created",
    expand: "genre,createUser",
    // Unfiltered pages take their total from a counter the server keeps (pb_hooks/core/list-totals.js).
    ...(joined ? {} : { skipTotal: true }),
  };
}

/** Page 1 of the unfiltered list: the prerendered /main/club page requests it before the JS runs. */
export const EARLY_CLUB_LIST_PATH = listPath(
  "socialing",
  CLUB_PAGE_SIZE,
  listParams(DEFAULT_CLUB_SEARCH, noValues),
);

/**
 * Words, online/offline, dates and 모집 중 go to the server's typed search route
 * (pb_hooks/clubs/search.js), one request per page with genre and host expanded, as the list's.
 */
const searchClubs = async (filters: ClubListFilters, page: number, signal?: AbortSignal) =>
  (await loadPb()).send<ListResult<Club>>("/api/chaekdongne/clubs/search", {
    query: searchRouteQuery(filters, page, CLUB_PAGE_SIZE),
    signal,
  });

/** One request per page, genre and host expanded. "soonest" lists upcoming clubs by date. */
export function getClubs(filters: ClubListFilters, page: number, signal?: AbortSignal) {
  if (needsSearchRoute(filters)) return searchClubs(filters, page, signal);
  const request = async () => {
    const pb = await loadPb();
    return pb.collection("socialing").getList<Club>(page, CLUB_PAGE_SIZE, {
      ...listParams(filters, (raw, params) => pb.filter(raw, params)),
      signal,
    });
  };
  const isDefault = page === 1 && !filters.genres.length && filters.sort === "latest";
  return isDefault ? takeEarlyRequest(EARLY_CLUB_LIST_PATH, request) : request();
}

export const getClubsQueryOptions = (filters: ClubListFilters) =>
  infiniteQueryOptions({
    queryKey: clubKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getClubs(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/**
 * `restored`: Back/Forward to the list shows the kept pages as they were, without asking again,
 * unless a write since then marked them out of date (invalidateQueries).
 */
export const useClubs = (filters: ClubListFilters, restored = false) =>
  useInfiniteQuery({
    ...getClubsQueryOptions(filters),
    refetchOnMount: (query) => !restored || query.state.isInvalidated,
  });
