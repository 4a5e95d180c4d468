import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { createOnce } from "@/lib/create-once";
import { randomId } from "@/lib/random-id";
import { currentUserId, useCurrentUser } from "@/lib/session";
import { appendReply, prependTopLevel, restoreComments, snapshotComments } from "../lib/comment-cache";
import type { Comment } from "../types";
import { commentKeys } from "./keys";

interface NewComment {
  id: string;
  reviewId: string;
  content: string;
  /** Parent comment id when replying. */
  replyToId?: string;
}

/** Spec 7: the server hook appends a reply to its parent's replyIdArray in the same transaction. */
export const createComment = ({ id, reviewId, content, replyToId }: NewComment) =>
  createOnce<Comment>(
    "comments",
    id,
    { id, bookReviewId: reviewId, content, author: currentUserId(), replyToId: replyToId ?? "" },
    { expand: "author" },
  );

export const newCommentId = () => randomId();

/** Optimistic add (cancel, snapshot, write, roll back on error, refetch when settled). */
export function useCreateComment(reviewId: string) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationKey: mutationKeys.commentCreate,
    mutationFn: createComment,
    onMutate: async (input: NewComment) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.all });
      const snapshot = snapshotComments(queryClient);
      const now = new Date().toISOString();
      const optimistic: Comment = {
        id: input.id,
        collectionId: "comments0000001",
        collectionName: "comments" as Comment["collectionName"],
        bookReviewId: reviewId,
        content: input.content,
        author: user?.id ?? "",
        replyToId: input.replyToId ?? "",
        deleted: false,
        hiddenByReports: false, // the server hides a comment only after reports
        replyIdArray: [],
        likePeoples: [],
        created: now,
        updated: now,
        expand: user ? { author: user } : undefined,
        pending: true,
      };
      if (input.replyToId) appendReply(queryClient, input.replyToId, optimistic);
      else prependTopLevel(queryClient, reviewId, optimistic);
      return { snapshot };
    },
    onError: (_err, _input, context) => context && restoreComments(queryClient, context.snapshot),
  });
}
