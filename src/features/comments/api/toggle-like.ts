import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { pb } from "@/lib/pocketbase";
import { restoreComments, snapshotComments, updateCachedComment } from "../lib/comment-cache";
import type { Comment } from "../types";
import { commentKeys } from "./keys";

/** Server route (pb_hooks/comments/routes.js): sets only the caller's own like, atomically. */
export const setCommentLike = ({ id, liked }: { id: string; liked: boolean; userId: string }) =>
  pb.send<Comment>(`/api/comments/${encodeURIComponent(id)}/like`, { method: "POST", body: { liked } });

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.commentLike,
    mutationFn: setCommentLike,
    onMutate: async ({ id, liked, userId }) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.all });
      const snapshot = snapshotComments(queryClient);
      updateCachedComment(queryClient, id, (c) => ({
        ...c,
        likePeoples: liked
          ? [...c.likePeoples.filter((u) => u !== userId), userId]
          : c.likePeoples.filter((u) => u !== userId),
      }));
      return { snapshot };
    },
    onError: (_err, _input, context) => context && restoreComments(queryClient, context.snapshot),
    onSuccess: (saved) =>
      updateCachedComment(queryClient, saved.id, (c) => ({ ...c, likePeoples: saved.likePeoples })),
  });
}
