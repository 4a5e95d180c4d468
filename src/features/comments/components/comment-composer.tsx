import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { shouldSendOnEnter } from "@/lib/enter-to-send";
import { errorMessage } from "@/lib/errors";
import { isOverLimit } from "@/lib/text-limit";
import { IconButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import sendIcon from "@/components/ui/icons/send";
import { TextArea } from "@/components/ui/text-area";
import { newCommentId, useCreateComment } from "../api/create-comment";
import { eatNickname, withMention } from "../lib/reply-target";
import { COMMENT_MAX } from "../lib/limits";
import type { ReplyTarget } from "../types";
import styles from "./comments.module.css";

interface CommentComposerProps {
  reviewId: string;
  target: ReplyTarget | null;
  onTargetChange: (target: ReplyTarget | null) => void;
  /** A reply was sent to this parent (the sheet shows its replies). */
  onReplySent: (parentId: string) => void;
}

/** Auto-growing box: Enter sends, Shift+Enter breaks the line, never during IME composition. */
export function CommentComposer({ reviewId, target, onTargetChange, onReplySent }: CommentComposerProps) {
  const id = useId();
  const [text, setTextState] = useState("");
  // Mirrors the text synchronously: a second tap in the same frame sees it already sent.
  const textRef = useRef("");
  const setText = (next: string | ((current: string) => string)) => {
    textRef.current = typeof next === "function" ? next(textRef.current) : next;
    setTextState(textRef.current);
  };
  // The id the typed comment will be created with; a failed send gives it back with the text.
  const draftId = useRef("");
  const [error, setError] = useState("");
  const create = useCreateComment(reviewId);

  useEffect(() => {
    if (target) document.getElementById(id)?.focus();
  }, [target?.id, id]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = () => {
    const typed = textRef.current;
    if (!typed.trim() || isOverLimit(typed, COMMENT_MAX)) return;
    const commentId = draftId.current || newCommentId();
    draftId.current = "";
    const sentTarget = target;
    setText("");
    setError("");
    onTargetChange(null);
    if (sentTarget) onReplySent(sentTarget.id);
    create.mutate(
      { id: commentId, reviewId, content: withMention(sentTarget, typed), replyToId: sentTarget?.id },
      {
        // The list rolls back in the mutation; the words the member typed come back here.
        onError: (err) => {
          if (!textRef.current) {
            draftId.current = commentId; // a retry of the same words is the same comment
            setText(typed);
          }
          onTargetChange(sentTarget);
          setError(`댓글을 보내지 못했어요. ${errorMessage(err)}`);
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Backspace" && !text && target && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onTargetChange(eatNickname(target));
      return;
    }
    if (shouldSendOnEnter(e)) {
      e.preventDefault();
      send();
    }
  };

  return (
    <div className={styles.composer}>
      {error ? (
        <p className={styles.composerError} role="alert">
          {error}
        </p>
      ) : null}
      {/* On its own line: beside the field it squeezed the field until its placeholder was cut. */}
      {target ? (
        <span className={styles.mentionChip} aria-label={`답글 대상: ${target.nickname}`}>
          @{target.nickname}
        </span>
      ) : null}
      <div className={styles.composerRow}>
        <TextArea
          id={id}
          className={styles.composerField}
          label={target ? `${target.nickname}님에게 답글 입력` : "댓글 입력"}
          hideLabel
          autoGrow
          maxRows={5}
          maxLength={COMMENT_MAX}
          placeholder={target ? "답글을 입력하세요" : "댓글을 입력하세요"}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <IconButton
          label="댓글 보내기"
          className={styles.send}
          disabled={!text.trim() || isOverLimit(text, COMMENT_MAX)}
          onClick={send}
        >
          <Icon path={sendIcon} />
        </IconButton>
      </div>
    </div>
  );
}
