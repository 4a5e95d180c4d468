import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { useComments } from "../api/get-comments";
import type { Comment, ReplyTarget } from "../types";
import { CommentItem } from "./comment-item";
import { CommentListSkeleton } from "./comment-list-skeleton";
import { ReplyList } from "./reply-list";
import styles from "./comments.module.css";

interface CommentListProps {
  reviewId: string;
  userId: string;
  expanded: ReadonlySet<string>;
  onExpand: (parentId: string) => void;
  onReply: (target: ReplyTarget) => void;
  onDelete: (comment: Comment) => void;
}

/** Top-level comments, newest first, 10 per page with infinite scroll; replies on demand. */
export function CommentList({ reviewId, userId, expanded, onExpand, onReply, onDelete }: CommentListProps) {
  const query = useComments(reviewId);
  // Re-render every 30 s so 방금 전 / N분 전 stay true while the sheet is open.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!query.data) {
    if (!query.isError) return <CommentListSkeleton />;
    return (
      <div className={styles.error} role="alert">
        <p>{errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  const comments = query.data.pages.flatMap((p) => p.items);
  if (comments.length === 0) {
    return <EmptyState title="아직 댓글이 없어요">첫 댓글을 남겨보세요.</EmptyState>;
  }
  return (
    <>
      <ul className={styles.list} aria-label="댓글 목록">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            userId={userId}
            onReply={() => onReply({ id: comment.id, nickname: comment.expand?.author?.nickname ?? "" })}
            onDelete={() => onDelete(comment)}
          >
            <ReplyList
              parent={comment}
              expanded={expanded.has(comment.id)}
              onExpand={() => onExpand(comment.id)}
              userId={userId}
              onDelete={onDelete}
            />
          </CommentItem>
        ))}
      </ul>
      <LoadMore
        enabled={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => query.fetchNextPage()}
      />
      {query.isFetchNextPageError ? (
        <div className={styles.error}>
          <Button variant="secondary" size="sm" onClick={() => query.fetchNextPage()}>
            댓글 더 불러오기
          </Button>
        </div>
      ) : null}
    </>
  );
}
