import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";

/** Only the author (API rule). Replies go with a top-level comment; a reply leaves its parent's list. */
export const deleteComment = ({ id }: { id: string; reviewId: string; replyToId: string }) =>
  pb.collection("comments").delete(id);

export function useDeleteComment() {
  return useMutation({
    mutationKey: mutationKeys.commentDelete,
    mutationFn: deleteComment,
  });
}
