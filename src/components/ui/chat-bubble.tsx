import type { ReactNode } from "react";
import { Avatar, type AvatarUser } from "./avatar";
import styles from "./chat-bubble.module.css";

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
}

/** Chat message bubble (spec 2): avatar, nickname, text and time; own messages on the right, no avatar. */
export function ChatBubble({ text, time, sender, mine, pending, continued, status }: ChatBubbleProps) {
  return (
    <div className={[styles.row, mine && styles.mine, pending && styles.pending, continued && styles.continued].filter(Boolean).join(" ")}>
      {mine ? null : continued ? <span className={styles.avatarSpace} aria-hidden="true" /> : <Avatar user={sender} size="sm" />}
      <div className={styles.body}>
        {mine || continued ? null : <span className={styles.nickname}>{sender?.nickname ?? "알 수 없음"}</span>}
        <div className={styles.line}>
          <p className={styles.bubble} style={{ margin: 0 }}>
            {text}
          </p>
          {pending || time ? <span className={styles.time}>{pending ? "전송 중" : time}</span> : null}
          {status}
        </div>
      </div>
    </div>
  );
}
