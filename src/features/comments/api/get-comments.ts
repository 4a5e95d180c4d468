import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { Comment } from "../types";
import { commentKeys } from "./keys";

export const COMMENT_PAGE_SIZE = 10;

/** Spec 7: top-level comments of a review, 10 per page, newest first, author expanded. */
export function getComments({
  reviewId,
  page,
  signal,
}: {
  reviewId: string;
  page: number;
  signal?: AbortSignal;
}) {
  return pb.collection("comments").getList<Comment>(page, COMMENT_PAGE_SIZE, {
    filter: pb.filter("bookReviewId = {:reviewId} && replyToId = ''", { reviewId }),
    sort: "-created,-id",
    expand: "author",
    // No COUNT over the review's comments on every page (the slowest call of bench:server): a
    // short page is the last one. The count shown comes from get-comment-count.ts.
    skipTotal: true,
    signal,
  });
}

export const getCommentsQueryOptions = (reviewId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(reviewId),
    queryFn: ({ pageParam, signal }) => getComments({ reviewId, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.items.length < COMMENT_PAGE_SIZE ? undefined : last.page + 1),
    staleTime: 10_000,
  });

export const useComments = (reviewId: string) => useInfiniteQuery(getCommentsQueryOptions(reviewId));
