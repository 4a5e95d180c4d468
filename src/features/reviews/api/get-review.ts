import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { Review } from "../types";
import { reviewKeys } from "./keys";

export const getReview = (id: string, signal?: AbortSignal) =>
  pb.collection("bookReview").getOne<Review>(id, { expand: "writer", signal });

export const getReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKeys.detail(id), queryFn: ({ signal }) => getReview(id, signal) });

export const useReview = (id: string) => useSuspenseQuery(getReviewQueryOptions(id));
