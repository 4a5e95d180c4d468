import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { listPath, takeEarlyRequest } from "@/lib/early-request";
import type { Review } from "../types";
import { reviewKeys } from "./keys";

export const REVIEW_PAGE_SIZE = 10;
// The list needs only a plain-text preview: the server cuts the HTML body (and its inline images)
// down to 120 characters of text, so a page stays small.
const LIST_FIELDS = "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(120,true)";

const listParams = (search: string) => ({
  sort: "-created,-id",
  expand: "writer",
  fields: LIST_FIELDS,
  filter: search ? pb.filter("bookTitle ~ {:search}", { search }) : "",
});

/** Page 1 of the list without a search: the prerendered page requests it before the JS runs. */
export const EARLY_REVIEW_LIST_PATH = listPath("bookReview", REVIEW_PAGE_SIZE, listParams(""));

/** One page of reviews, newest first, optionally only those whose book title contains `search`. */
export function getReviews({ page, search, signal }: { page: number; search: string; signal?: AbortSignal }) {
  const request = () => pb.collection("bookReview").getList<Review>(page, REVIEW_PAGE_SIZE, { ...listParams(search), signal });
  return page === 1 && !search ? takeEarlyRequest(EARLY_REVIEW_LIST_PATH, request) : request();
}

export const getReviewsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list({ search }),
    queryFn: ({ pageParam, signal }) => getReviews({ page: pageParam, search, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const useReviews = (search: string) => useInfiniteQuery(getReviewsQueryOptions(search));
