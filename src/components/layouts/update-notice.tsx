import { useSyncExternalStore, type CSSProperties } from "react";
import { isUpdateReady, reloadToUpdate, subscribeUpdate } from "@/lib/service-worker";

// Shown when a new version has been deployed and its service worker waits (src/lib/service-worker.ts).
const style: CSSProperties = {
  position: "fixed",
  left: "50%",
  top: "calc(var(--space-3) + env(safe-area-inset-top))",
  transform: "translateX(-50%)",
  width: "calc(min(100vw, var(--layout-max)) - 2 * var(--space-4))",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "var(--space-3)",
  padding: "var(--space-3) var(--space-4)",
  borderRadius: "var(--radius-md)",
  background: "var(--color-text)",
  color: "var(--color-bg)",
  fontSize: "var(--text-sm)",
  zIndex: 101,
};
const button: CSSProperties = {
  minHeight: 44,
  padding: "0 var(--space-3)",
  borderRadius: "var(--radius-md)",
  border: "1px solid currentColor",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontWeight: 700,
};

export function UpdateNotice() {
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  return (
    <div role="status" aria-live="polite">
      {ready ? (
        <div style={style}>
          <strong>새 버전이 있어요</strong>
          <button type="button" style={button} onClick={reloadToUpdate}>
            새로고침
          </button>
        </div>
      ) : null}
    </div>
  );
}
