import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { Comment } from "../types";
import { commentKeys } from "./keys";

/** The author edits the text (the update rule freezes every other field). */
export const updateComment = ({
  id,
  content,
}: {
  id: string;
  content: string;
  reviewId: string;
  replyToId: string;
}) => pb.collection("comments").update<Comment>(id, { content: content.trim() }, { expand: "author" });

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (_saved, { reviewId, replyToId }) =>
      queryClient.invalidateQueries({
        queryKey: replyToId ? commentKeys.replies(replyToId) : commentKeys.list(reviewId),
      }),
  });
}
