import { useCallback } from "react";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { Spinner } from "@/components/ui/spinner";
import { formatLongDate } from "@/lib/format-date";
import { formatTime } from "../lib/chat-dates";
import { useChatScroll } from "../hooks/use-chat-scroll";
import type { OutboxItem } from "../stores/outbox";
import { BLOCKED_MESSAGE, hiddenText } from "../lib/hidden-text";
import { FailedStatus } from "./failed-status";
import type { TimelineEntry } from "./timeline";
import styles from "./chat-room.module.css";
import { useBlockedIds } from "@/lib/safety";
import { SafetyMenu } from "@/components/safety/safety-menu";

interface MessageListProps {
  entries: TimelineEntry[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (id: string) => void;
}

/**
 * The server empties a message I may not read and says why (hiddenReason); a member I blocked
 * after their messages were cached is covered here too.
 */
export function shownText(e: Extract<TimelineEntry, { kind: "message" }>, blockedIds: ReadonlySet<string>) {
  if (!e.mine && e.senderId && blockedIds.has(e.senderId)) return { text: BLOCKED_MESSAGE, muted: true };
  if (e.hiddenReason) return { text: hiddenText(e.hiddenReason), muted: true };
  return { text: e.text };
}

/** The conversation, oldest at the top; older pages load on scroll-up without moving the view. */
export function MessageList({
  entries,
  hasOlder,
  loadingOlder,
  loadOlder,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const blockedIds = useBlockedIds();
  const messages = entries.filter((e) => e.kind === "message");
  const last = messages[messages.length - 1];
  const onNearTop = useCallback(() => {
    if (hasOlder && !loadingOlder) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);
  const { ref, onScroll, unseen, scrollToBottom } = useChatScroll({
    firstKey: messages[0]?.key,
    lastKey: last?.key,
    lastIsMine: !!last?.mine,
    onNearTop,
  });

  return (
    <div className={styles.logWrap}>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        ref={ref}
        className={styles.log}
        onScroll={onScroll}
        role="log"
        aria-label="대화 내용"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {hasOlder ? (
          <div className={styles.older}>
            {loadingOlder ? (
              <Spinner size={22} label="이전 메시지를 불러오는 중" />
            ) : (
              <button type="button" className={styles.olderButton} onClick={loadOlder}>
                이전 메시지 보기
              </button>
            )}
          </div>
        ) : messages.length ? (
          <p className={styles.start}>대화의 시작이에요</p>
        ) : (
          <p className={styles.start}>아직 대화가 없어요. 먼저 인사를 건네 보세요!</p>
        )}
        {entries.map((e) =>
          e.kind === "day" ? (
            <div key={e.key} className={styles.day} role="separator">
              <time dateTime={e.date.replace(" ", "T")}>{formatLongDate(e.date)}</time>
            </div>
          ) : (
            <ChatBubble
              key={e.key}
              {...shownText(e, blockedIds)}
              actions={
                e.mine || e.outbox || !e.senderId ? null : (
                  <SafetyMenu
                    member={{ id: e.senderId, nickname: e.sender?.nickname }}
                    target={{ type: "message", id: e.key, what: "메시지" }}
                    compact
                  />
                )
              }
              time={e.outbox?.status === "failed" || e.hideTime ? "" : formatTime(e.created)}
              continued={e.continued}
              sender={e.sender}
              mine={e.mine}
              pending={e.outbox?.status === "pending"}
              status={
                e.outbox?.status === "failed" ? (
                  <FailedStatus item={e.outbox} onRetry={onRetry} onDiscard={onDiscard} />
                ) : null
              }
            />
          ),
        )}
      </div>
      {unseen > 0 ? (
        <button type="button" className={styles.pill} onClick={scrollToBottom}>
          새 메시지 ↓
        </button>
      ) : null}
    </div>
  );
}
