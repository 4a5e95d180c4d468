import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { BookReviewResponse } from "@/types/pocketbase-types";
import { profileKeys } from "./keys";

export type MyReview = Pick<
  BookReviewResponse,
  "id" | "collectionId" | "img" | "bookTitle" | "title" | "created"
>;

/** Every review I wrote, newest first, without the (heavy) HTML body. */
export async function getMyReviews(userId: string, signal?: AbortSignal): Promise<MyReview[]> {
  return pb.collection("bookReview").getFullList<MyReview>({
    filter: pb.filter("writer = {:userId}", { userId }),
    sort: "-created",
    fields: "id,collectionId,img,bookTitle,title,created",
    batch: 200,
    signal,
  });
}

export const getMyReviewsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.myReviews(userId),
    queryFn: ({ signal }) => getMyReviews(userId, signal),
  });

export const useMyReviews = (userId: string) => useQuery(getMyReviewsQueryOptions(userId));
