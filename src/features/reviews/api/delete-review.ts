import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";
import { reviewKeys } from "./keys";

export const deleteReview = (id: string) => pb.collection("bookReview").delete(id);

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewDelete,
    mutationFn: deleteReview,
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: reviewKeys.detail(id) }),
  });
}
