import { formatRelative } from "@/lib/format-relative";
import type { InboxItem } from "../api/types";
import { notificationText } from "../lib/notification-text";
import styles from "./notifications.module.css";

/** One notification; tapping marks it read and opens what it is about. */
export function NotificationItem({
  item,
  now,
  onOpen,
}: {
  item: InboxItem;
  now: Date;
  onOpen: (item: InboxItem) => void;
}) {
  const text = notificationText(item);
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${item.read ? "" : styles.unread}`}
        onClick={() => onOpen(item)}
        aria-label={item.read ? text : `읽지 않음: ${text}`}
      >
        <span className={styles.text}>
          {item.read ? null : <span className={styles.dot} aria-hidden="true" />}
          {text}
        </span>
        <time className={styles.time} dateTime={item.at.replace(" ", "T")}>
          {formatRelative(item.at, now)}
        </time>
      </button>
    </li>
  );
}
