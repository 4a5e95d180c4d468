import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";

/**
 * Author only (server route). A top-level comment with replies stays as "삭제된 댓글이에요" so the
 * replies keep their place; anything else is removed (a reply also leaves its parent's list).
 */
export const deleteComment = ({ id }: { id: string; reviewId: string; replyToId: string }) =>
  pb.send<{ deleted: "soft" | "hard" }>(`/api/chaekdongne/comments/${encodeURIComponent(id)}/delete`, {
    method: "POST",
  });

export function useDeleteComment() {
  return useMutation({
    mutationKey: mutationKeys.commentDelete,
    mutationFn: deleteComment,
  });
}
