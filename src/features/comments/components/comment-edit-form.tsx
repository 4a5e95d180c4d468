import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/text-area";
import { errorMessage } from "@/lib/errors";
import { isOverLimit } from "@/lib/text-limit";
import { useUpdateComment } from "../api/update-comment";
import { COMMENT_MAX } from "../lib/limits";
import type { Comment } from "../types";
import styles from "./comments.module.css";

/** Inline editor for my comment; the typed text stays on a failed save. */
export function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const [text, setText] = useState(comment.content);
  const update = useUpdateComment();
  const blank = !text.trim();
  const save = () =>
    update.mutate(
      { id: comment.id, content: text, reviewId: comment.bookReviewId, replyToId: comment.replyToId },
      { onSuccess: onDone },
    );
  return (
    <div className={styles.editForm}>
      <TextArea
        label="댓글 수정"
        hideLabel
        value={text}
        maxLength={COMMENT_MAX}
        autoGrow
        onChange={(e) => setText(e.target.value)}
        error={update.isError ? errorMessage(update.error) : blank ? "댓글 내용을 입력해주세요." : undefined}
      />
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={update.isPending}>
          취소
        </Button>
        <Button
          size="sm"
          onClick={save}
          disabled={blank || isOverLimit(text, COMMENT_MAX) || text.trim() === comment.content}
          pending={update.isPending}
        >
          저장
        </Button>
      </div>
    </div>
  );
}
