// Only a search needs this file: get-clubs.ts loads it with the first search (the plain list's
// first load has the least room of the first screens: docs/performance.md, "Bundle budget").
import type { ListResult } from "pocketbase";
import { loadPb } from "@/lib/load-pocketbase";
import { writeClubSearch, type ClubSearch } from "../lib/club-search-params";
import type { Club } from "./types";

/** The server route's query for one page (pb_hooks/clubs/search.js PARAMS). */
export function searchRouteQuery(f: ClubSearch, page: number, perPage: number) {
  const params = writeClubSearch(f);
  params.set("page", String(page));
  params.set("perPage", String(perPage));
  return Object.fromEntries(params);
}

/**
 * Words, online/offline, dates and 모집 중 go to the server's typed search route
 * (pb_hooks/clubs/search.js), one request per page with genre and host expanded, as the list's.
 */
export const searchClubs = async (filters: ClubSearch, page: number, perPage: number, signal?: AbortSignal) =>
  (await loadPb()).send<ListResult<Club>>("/api/chaekdongne/clubs/search", {
    query: searchRouteQuery(filters, page, perPage),
    signal,
  });
