import type { ReactNode } from "react";

/** Quiet empty notice for lists (e.g. 아직 활동 내역이 없어요). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div style={{ padding: "48px 20px", textAlign: "center", color: "var(--color-text-muted)", lineHeight: 1.6 }}>
      <p style={{ margin: 0, fontWeight: 600, color: "var(--color-text-sub)" }}>{title}</p>
      {children ? <div style={{ marginTop: 8, fontSize: 14 }}>{children}</div> : null}
    </div>
  );
}
