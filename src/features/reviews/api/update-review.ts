import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";
import type { Review, ReviewFields } from "../types";
import { reviewKeys } from "./keys";
import { reviewFormData } from "./review-form-data";

export async function updateReview({
  id,
  fields,
  cover,
}: {
  id: string;
  fields: ReviewFields;
  cover: File | null;
}) {
  return pb
    .collection("bookReview")
    .update<Review>(id, await reviewFormData(fields, cover), { expand: "writer" });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewUpdate,
    mutationFn: updateReview,
    onSuccess: (review) => queryClient.setQueryData(reviewKeys.detail(review.id), review),
  });
}
