import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { loadPb } from "@/lib/load-pocketbase";
import { reviewKeys } from "./keys";

export const deleteReview = async (id: string) => (await loadPb()).collection("bookReview").delete(id);

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reviewDelete,
    mutationFn: deleteReview,
    onSuccess: (_ok, id) => queryClient.removeQueries({ queryKey: reviewKeys.detail(id) }),
  });
}
