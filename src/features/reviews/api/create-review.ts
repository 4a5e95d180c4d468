import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { randomId } from "@/lib/random-id";
import { currentUserId } from "@/lib/session";
import type { Review, ReviewFields } from "../types";
import { reviewKeys } from "./keys";
import { reviewFormData } from "./review-form-data";

/** Spec 7: id generated on the client (15 letters/digits); the API rule forces writer = caller. */
export function createReview({ fields, cover }: { fields: ReviewFields; cover: File }) {
  const data = reviewFormData(fields, cover, { id: randomId(), writer: currentUserId() });
  return pb.collection("bookReview").create<Review>(data, { expand: "writer" });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.detail(review.id), review);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
