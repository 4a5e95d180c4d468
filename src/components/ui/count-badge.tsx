import type { ReactNode } from "react";
import styles from "./count-badge.module.css";

/** "99+" above 99. */
export const countLabel = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * An unread count on an icon (children) or inline (no children). Decorative: the control that
 * holds it says the number in its accessible name.
 */
export function CountBadge({ count, children }: { count: number; children?: ReactNode }) {
  const badge =
    count > 0 ? (
      <span
        className={`${styles.badge} ${children ? "" : styles.inline}`}
        aria-hidden="true"
        data-testid="count-badge"
      >
        {countLabel(count)}
      </span>
    ) : null;
  if (!children) return badge;
  return (
    <span className={styles.wrap}>
      {children}
      {badge}
    </span>
  );
}
