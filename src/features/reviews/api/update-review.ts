import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { Review, ReviewFields } from "../types";
import { reviewKeys } from "./keys";
import { reviewFormData } from "./review-form-data";

export function updateReview({
  id,
  fields,
  cover,
}: {
  id: string;
  fields: ReviewFields;
  cover: File | null;
}) {
  return pb.collection("bookReview").update<Review>(id, reviewFormData(fields, cover), { expand: "writer" });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.detail(review.id), review);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
