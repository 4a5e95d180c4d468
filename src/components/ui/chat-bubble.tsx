import type { ReactNode } from "react";
import { Avatar, type AvatarUser } from "./avatar";
import styles from "./chat-bubble.module.css";
import { memberName } from "@/lib/member-name";

interface ChatBubbleProps {
  text: string;
  /** Time only, already formatted (e.g. 오후 7:30). */
  time: string;
  sender?: AvatarUser | null;
  mine?: boolean;
  pending?: boolean;
  /** Follows a bubble of the same sender within a minute: no avatar or nickname again. */
  continued?: boolean;
  /** Extra content after the time, e.g. a retry button for a failed send. */
  status?: ReactNode;
  /** Shown beside the nickname, e.g. the report/block menu. */
  actions?: ReactNode;
  /** The text is a notice in place of the message (blocked or hidden). */
  muted?: boolean;
}

/** Chat message bubble (spec 2): avatar, nickname, text and time; own messages on the right, no avatar. */
export function ChatBubble({
  text,
  time,
  sender,
  mine,
  pending,
  continued,
  status,
  actions,
  muted,
}: ChatBubbleProps) {
  return (
    <div
      className={[styles.row, mine && styles.mine, pending && styles.pending, continued && styles.continued]
        .filter(Boolean)
        .join(" ")}
    >
      {mine ? null : continued ? (
        <span className={styles.avatarSpace} aria-hidden="true" />
      ) : (
        <Avatar user={sender} size="sm" />
      )}
      <div className={styles.body}>
        {mine || continued ? null : (
          <span className={styles.head}>
            <span className={styles.nickname}>{memberName(sender)}</span>
            {actions}
          </span>
        )}
        <div className={styles.line}>
          <p
            className={[styles.bubble, muted && styles.muted].filter(Boolean).join(" ")}
            style={{ margin: 0 }}
          >
            {text}
          </p>
          {pending || time ? <span className={styles.time}>{pending ? "보내는 중" : time}</span> : null}
          {status}
        </div>
      </div>
    </div>
  );
}
