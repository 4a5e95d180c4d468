// The club list's filters as the URL carries them (/main/club?q=…&genres=…), read and written in
// one place. Only values the server route accepts survive reading (pb_hooks/clubs/search.js
// PARAMS); anything else in a shared or hand-edited link is dropped, never sent.
import { searchTerm } from "@/lib/search-term";

export type ClubSort = "latest" | "soonest";
export type ClubMode = "" | "online" | "offline";
/** "" (any day), this week, this weekend, or one day (YYYY-MM-DD, Korean calendar). */
export type ClubWhen = "" | "week" | "weekend" | `${number}-${number}-${number}`;

export interface ClubSearch {
  q: string;
  genres: string[];
  mode: ClubMode;
  when: ClubWhen;
  open: boolean;
  sort: ClubSort;
}

export const DEFAULT_CLUB_SEARCH: ClubSearch = {
  q: "",
  genres: [],
  mode: "",
  when: "",
  open: false,
  sort: "latest",
};

const ID = /^[a-z0-9]{15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_GENRES = 10;

export const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const readWhen = (value: string | null): ClubWhen =>
  value === "week" || value === "weekend" || (value && isDay(value)) ? (value as ClubWhen) : "";

/** URL -> filters (unknown keys and values the server would refuse are dropped). */
export function readClubSearch(params: URLSearchParams): ClubSearch {
  const genres = (params.get("genres") ?? "").split(",").filter((g) => ID.test(g));
  const mode = params.get("mode");
  return {
    q: searchTerm(params.get("q") ?? ""),
    genres: [...new Set(genres)].slice(0, MAX_GENRES),
    mode: mode === "online" || mode === "offline" ? mode : "",
    when: readWhen(params.get("when")),
    open: params.get("open") === "1",
    sort: params.get("sort") === "soonest" ? "soonest" : "latest",
  };
}

/** Filters -> URL query (defaults left out, so the plain list is the bare /main/club). */
export function writeClubSearch(f: ClubSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = searchTerm(f.q);
  if (q) params.set("q", q);
  if (f.genres.length) params.set("genres", f.genres.join(","));
  if (f.mode) params.set("mode", f.mode);
  if (f.when) params.set("when", f.when);
  if (f.open) params.set("open", "1");
  if (f.sort !== "latest") params.set("sort", f.sort);
  return params;
}

const KEYS = ["q", "genres", "mode", "when", "open", "sort"];

/** True when the URL says something about the filters (else the saved filters apply). */
export const hasClubSearch = (params: URLSearchParams) => KEYS.some((k) => params.has(k));

export const isDefaultClubSearch = (f: ClubSearch) => writeClubSearch(f).toString() === "";

/** Filters the plain records list cannot answer go to the search route. */
export const needsSearchRoute = (f: Pick<ClubSearch, "q" | "mode" | "when" | "open">) =>
  !!(searchTerm(f.q) || f.mode || f.when || f.open);

/** The server route's query for one page (pb_hooks/clubs/search.js PARAMS). */
export function searchRouteQuery(f: ClubSearch, page: number, perPage: number) {
  const params = writeClubSearch(f);
  params.set("page", String(page));
  params.set("perPage", String(perPage));
  return Object.fromEntries(params);
}
