import type { OutboxItem } from "../stores/outbox";
import styles from "./chat-room.module.css";

/** Next to a message that did not go out: why, retry (same text, same id) or delete. The text stays in the outbox. */
export function FailedStatus({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (id: string) => void;
}) {
  return (
    <span className={styles.failed}>
      {/* Why, in words (a budget says when to try again): a tooltip is nothing on a phone. */}
      <span role="alert" className={styles.failedReason}>
        보내지 못했어요{item.error ? ` · ${item.error}` : ""}
      </span>
      <button
        type="button"
        className={styles.failedAction}
        onClick={() => onRetry(item)}
        aria-label="메시지 다시 보내기"
      >
        다시 보내기
      </button>
      <button
        type="button"
        className={styles.failedAction}
        onClick={() => onDiscard(item.id)}
        aria-label="보내지 못한 메시지 삭제"
      >
        삭제
      </button>
    </span>
  );
}
