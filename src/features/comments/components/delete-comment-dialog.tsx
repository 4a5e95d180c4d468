import { errorMessage } from "@/lib/errors";
import { Modal } from "@/components/ui/modal";
import { useDeleteComment } from "../api/delete-comment";
import type { Comment } from "../types";

/** Confirm before the author deletes a comment (replies under it stay). */
export function DeleteCommentDialog({ comment, onClose }: { comment: Comment | null; onClose: () => void }) {
  const remove = useDeleteComment();
  const hasReplies = !!comment && !comment.replyToId && comment.replyIdArray.length > 0;
  return (
    <Modal
      open={!!comment}
      onClose={onClose}
      role="alertdialog"
      destructive
      title="댓글을 삭제할까요?"
      text={
        remove.isError
          ? errorMessage(remove.error)
          : hasReplies
            ? "답글은 남고, 이 댓글은 '삭제된 댓글이에요'로 보여요."
            : "삭제한 댓글은 되돌릴 수 없어요."
      }
      secondary={{ label: "취소", onClick: onClose }}
      primary={{
        label: "삭제하기",
        pending: remove.isPending,
        onClick: () =>
          comment &&
          remove.mutate(
            { id: comment.id, reviewId: comment.bookReviewId, replyToId: comment.replyToId },
            {
              onSuccess: () => {
                remove.reset();
                onClose();
              },
            },
          ),
      }}
    />
  );
}
