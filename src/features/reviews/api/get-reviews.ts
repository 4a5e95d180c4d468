import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { loadPb } from "@/lib/load-pocketbase";
import type { TypedPocketBase } from "@/types/pocketbase-types";
import { listPath, takeEarlyRequest } from "@/lib/early-request";
import { searchTerm } from "@/lib/search-term";
import type { Review } from "../types";
import { reviewKeys } from "./keys";

export const REVIEW_PAGE_SIZE = 10;
// The list needs only a plain-text preview: the server cuts the HTML body (and its inline images)
// down to a short text, so a page stays small. PocketBase 0.22 counts excerpt() in bytes (a
// Korean syllable is 3) and may cut one in half: 300 bytes is ~100 syllables, more than the two
// lines shown, and the broken tail is trimmed (lib/preview-text.ts).
const LIST_FIELDS = "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)";

// `pb.filter` binds the search safely; the early path (no search) is built without the SDK.
type Filter = TypedPocketBase["filter"];
const noValues: Filter = (raw) => raw;

const listParams = (search: string, filter: Filter) => listParamsFor(searchTerm(search), filter);

const listParamsFor = (search: string, filter: Filter) => ({
  sort: "-created,-id",
  expand: "writer",
  fields: LIST_FIELDS,
  filter: search ? filter("bookTitle ~ {:search}", { search }) : "",
  // The unfiltered list's totalPages comes from a counter the server keeps (pb_hooks/core/list-totals.js)
  // instead of a COUNT(*) over every review next to each page.
  ...(search ? {} : { skipTotal: true }),
});

/** Page 1 of the list without a search: the prerendered page requests it before the JS runs. */
export const EARLY_REVIEW_LIST_PATH = listPath("bookReview", REVIEW_PAGE_SIZE, listParams("", noValues));

// From 3 characters on, titles are searched through the server's FTS5 trigram index (an index
// lookup); 1-2 characters are too short for trigrams and use the list's LIKE filter (a scan).
const INDEXED_SEARCH_MIN_CHARS = 3;

const searchTitles = async (page: number, search: string, signal?: AbortSignal) =>
  (await loadPb()).send<ListResult<Review>>("/api/chaekdongne/reviews/search", {
    query: { q: search, page, perPage: REVIEW_PAGE_SIZE },
    signal,
  });

/** One page of reviews, newest first, optionally only those whose book title contains `search`. */
export function getReviews({ page, search, signal }: { page: number; search: string; signal?: AbortSignal }) {
  if (Array.from(search).length >= INDEXED_SEARCH_MIN_CHARS) return searchTitles(page, search, signal);
  const request = async () => {
    const pb = await loadPb();
    return pb.collection("bookReview").getList<Review>(page, REVIEW_PAGE_SIZE, {
      ...listParams(search, (raw, params) => pb.filter(raw, params)),
      signal,
    });
  };
  return page === 1 && !searchTerm(search) ? takeEarlyRequest(EARLY_REVIEW_LIST_PATH, request) : request();
}

export const getReviewsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list({ search }),
    queryFn: ({ pageParam, signal }) => getReviews({ page: pageParam, search, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

/**
 * `restored`: Back/Forward to the list shows the kept pages as they were, without asking again,
 * unless a write since then marked them out of date (invalidateQueries).
 */
export const useReviews = (search: string, restored = false) =>
  useInfiniteQuery({
    ...getReviewsQueryOptions(search),
    refetchOnMount: (query) => !restored || query.state.isInvalidated,
  });
