import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { reviewKeys } from "./keys";

export const deleteReview = (id: string) => pb.collection("bookReview").delete(id);

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: reviewKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}
