import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

/** Quiet empty notice for lists (e.g. 아직 활동 내역이 없어요). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
