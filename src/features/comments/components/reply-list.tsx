import { Spinner } from "@/components/ui/spinner";
import { useReplies } from "../api/get-replies";
import type { Comment } from "../types";
import { CommentItem } from "./comment-item";
import styles from "./comments.module.css";

interface ReplyListProps {
  parent: Comment;
  expanded: boolean;
  onExpand: () => void;
  userId: string;
  onDelete: (comment: Comment) => void;
}

/** Spec 4: 더보기 only when the comment has replies and none are shown yet; then oldest first. */
export function ReplyList({ parent, expanded, onExpand, userId, onDelete }: ReplyListProps) {
  const replies = useReplies(parent.id, expanded);
  if (!expanded) {
    return parent.replyIdArray.length > 0 ? (
      <button type="button" className={styles.moreReplies} onClick={onExpand} aria-expanded="false">
        답글 {parent.replyIdArray.length}개 더보기
      </button>
    ) : null;
  }
  if (replies.isPending) return <Spinner size={20} label="답글을 불러오는 중" />;
  if (replies.isError) {
    return (
      <button type="button" className={styles.moreReplies} onClick={() => replies.refetch()}>
        답글을 불러오지 못했어요. 다시 시도
      </button>
    );
  }
  return (
    <ul className={styles.replies} aria-label={`${parent.expand?.author?.nickname ?? ""}님 댓글의 답글`}>
      {replies.data.map((reply) => (
        <CommentItem key={reply.id} comment={reply} userId={userId} onDelete={() => onDelete(reply)} />
      ))}
    </ul>
  );
}
