import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { commentKeys } from "./keys";

/** Comments and replies shown on a review (a soft-deleted parent is not counted). */
export const getCommentCount = async (reviewId: string, signal?: AbortSignal) =>
  (await loadPb()).send<{ count: number }>(
    `/api/chaekdongne/reviews/${encodeURIComponent(reviewId)}/comment-count`,
    { method: "GET", signal },
  );

export const getCommentCountQueryOptions = (reviewId: string, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: commentKeys.count(reviewId),
    queryFn: ({ signal }) => getCommentCount(reviewId, signal).then((r) => r.count),
    staleTime: 10_000,
  });

export const useCommentCount = (reviewId: string, enabled = true) =>
  useQuery(getCommentCountQueryOptions(reviewId, enabled));
