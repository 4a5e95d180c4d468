import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { createOnce } from "@/lib/create-once";
import { currentUserId } from "@/lib/session";
import type { Review, ReviewFields } from "../types";
import { reviewKeys } from "./keys";
import { reviewFormData } from "./review-form-data";

/**
 * Spec 7: the id is made on the client (15 letters/digits) once per draft, so a double tap or a
 * retry stores one review (lib/create-once.ts). The API rule forces writer = caller.
 */
export async function createReview({ id, fields, cover }: { id: string; fields: ReviewFields; cover: File }) {
  const data = await reviewFormData(fields, cover, { id, writer: currentUserId() });
  return createOnce<Review>("bookReview", id, data, { expand: "writer" });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewCreate,
    mutationFn: createReview,
    onSuccess: (review) => queryClient.setQueryData(reviewKeys.detail(review.id), review),
  });
}
