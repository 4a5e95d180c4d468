import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import type { Review } from "../types";
import { reviewKeys } from "./keys";

export const getReview = async (id: string, signal?: AbortSignal) =>
  (await loadPb()).collection("bookReview").getOne<Review>(id, { expand: "writer", signal });

export const getReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKeys.detail(id), queryFn: ({ signal }) => getReview(id, signal) });

export const useReview = (id: string) => useSuspenseQuery(getReviewQueryOptions(id));
