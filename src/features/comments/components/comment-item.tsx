import { useState, type ReactNode } from "react";
import { errorMessage } from "@/lib/errors";
import { formatRelative } from "@/lib/format-relative";
import { Avatar } from "@/components/ui/avatar";
import { useToggleLike } from "../api/toggle-like";
import { splitMention } from "../lib/reply-target";
import type { Comment } from "../types";
import { LikeButton } from "./like-button";
import { CommentEditForm } from "./comment-edit-form";
import styles from "./comments.module.css";
import { memberName } from "@/lib/member-name";
import { useBlockedIds } from "@/lib/safety";
import { SafetyMenu } from "@/components/safety/safety-menu";

interface CommentItemProps {
  comment: Comment;
  userId: string;
  /** Top-level only (spec 4): sets the reply target. */
  onReply?: () => void;
  onDelete: () => void;
  /** Replies, or the 더보기 button, under a top-level comment. */
  children?: ReactNode;
}

export function CommentItem({ comment, userId, onReply, onDelete, children }: CommentItemProps) {
  const like = useToggleLike();
  const blockedIds = useBlockedIds({ fetch: false }); // the comment sheet's request budget
  const [editing, setEditing] = useState(false);
  if (comment.deleted) {
    // A deleted parent keeps its place for the replies under it.
    return (
      <li className={styles.item}>
        <div className={styles.itemBody}>
          <p className={`${styles.content} ${styles.deleted}`}>삭제된 댓글이에요</p>
          {children}
        </div>
      </li>
    );
  }
  const author = comment.expand?.author;
  const liked = comment.likePeoples.includes(userId);
  const { mention, rest } = splitMention(comment.content);
  // The server leaves a blocked member's comments out; this covers what was cached before the block.
  if (blockedIds.has(comment.author)) return null;
  return (
    <li
      className={`${styles.item} ${comment.replyToId ? styles.reply : ""} ${comment.pending ? styles.pending : ""}`}
    >
      <Avatar user={author} size="sm" alt="" />
      <div className={styles.itemBody}>
        <div className={styles.itemHead}>
          <span className={styles.nickname}>{memberName(author)}</span>
          {author && !comment.pending ? (
            <SafetyMenu member={author} target={{ type: "comment", id: comment.id, what: "댓글" }} compact />
          ) : null}
          <time dateTime={comment.created.replace(" ", "T")}>
            {comment.pending ? "보내는 중" : formatRelative(comment.created)}
          </time>
        </div>
        {editing ? (
          <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <p className={styles.content}>
            {mention ? <span className={styles.mention}>{mention} </span> : null}
            {rest}
          </p>
        )}
        <div className={styles.actions} style={editing ? { display: "none" } : undefined}>
          {onReply ? (
            <button type="button" className={styles.action} onClick={onReply} disabled={comment.pending}>
              답글 달기
            </button>
          ) : null}
          <LikeButton
            liked={liked}
            count={comment.likePeoples.length}
            disabled={comment.pending}
            onToggle={() => like.mutate({ id: comment.id, liked: !liked, userId })}
          />
          {comment.author === userId && !comment.pending ? (
            <>
              <button type="button" className={styles.action} onClick={() => setEditing(true)}>
                수정
              </button>
              <button type="button" className={styles.action} onClick={onDelete}>
                삭제
              </button>
            </>
          ) : null}
        </div>
        {/* A like that did not go through (over the like budget, offline) was rolled back: say why. */}
        {like.isError ? (
          <p className={styles.likeError} role="alert">
            {errorMessage(like.error)}
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}
