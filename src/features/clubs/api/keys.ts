// Query key factory for clubs: all -> lists() -> list(filters) -> detail(id).
import type { ClubSearch } from "../lib/club-search-params";

/** The list's filters (lib/club-search-params.ts: the URL's and the saved filter's shape). */
export type ClubListFilters = ClubSearch;
export type { ClubSort } from "../lib/club-search-params";

export const clubKeys = {
  all: ["clubs"] as const,
  lists: () => [...clubKeys.all, "list"] as const,
  list: (filters: ClubListFilters) => [...clubKeys.lists(), filters] as const,
  details: () => [...clubKeys.all, "detail"] as const,
  detail: (id: string) => [...clubKeys.details(), id] as const,
  myAnswer: (clubId: string, userId: string) => [...clubKeys.all, "my-answer", clubId, userId] as const,
  mine: (userId: string, search: string) => [...clubKeys.all, "mine", userId, search] as const,
  /** The line as `userId` may read it (the host: all of it; a member: their own place). */
  waitlist: (clubId: string, userId: string) => [...clubKeys.all, "waitlist", clubId, userId] as const,
  myWaitlist: (userId: string) => [...clubKeys.all, "waitlist", "mine", userId] as const,
  genres: () => [...clubKeys.all, "genres"] as const,
};
