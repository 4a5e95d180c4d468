import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { commentKeys } from "./keys";

/** Only the author (API rule). Replies go with a top-level comment; a reply leaves its parent's list. */
export const deleteComment = ({ id }: { id: string; reviewId: string; replyToId: string }) =>
  pb.collection("comments").delete(id);

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_ok, { reviewId, replyToId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.list(reviewId) }),
        replyToId ? queryClient.invalidateQueries({ queryKey: commentKeys.replies(replyToId) }) : null,
      ]),
  });
}
