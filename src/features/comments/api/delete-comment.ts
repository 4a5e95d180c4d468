import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { commentKeys } from "./keys";

/**
 * Author only (server route). A top-level comment with replies stays as "삭제된 댓글이에요" so the
 * replies keep their place; anything else is removed (a reply also leaves its parent's list).
 */
export const deleteComment = ({ id }: { id: string; reviewId: string; replyToId: string }) =>
  pb.send<{ deleted: "soft" | "hard" }>(`/api/chaekdongne/comments/${encodeURIComponent(id)}/delete`, { method: "POST" });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_ok, { reviewId, replyToId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.list(reviewId) }),
        queryClient.invalidateQueries({ queryKey: commentKeys.count(reviewId) }),
        replyToId ? queryClient.invalidateQueries({ queryKey: commentKeys.replies(replyToId) }) : null,
      ]),
  });
}
