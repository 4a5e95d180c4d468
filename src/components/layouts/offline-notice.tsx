import { useSyncExternalStore, type CSSProperties } from "react";

// Rendered next to the router (src/main.tsx) so it shows even while a route waits for data:
// TanStack Query pauses requests while offline and resumes them when the connection returns.
function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const style: CSSProperties = {
  position: "fixed",
  left: "50%",
  bottom: "calc(var(--bar-height) + var(--space-3) + env(safe-area-inset-bottom))",
  transform: "translateX(-50%)",
  width: "calc(min(100vw, var(--layout-max)) - 2 * var(--space-4))",
  padding: "var(--space-3) var(--space-4)",
  borderRadius: "var(--radius-md)",
  background: "var(--color-text)",
  color: "var(--color-bg)",
  fontSize: "var(--text-sm)",
  lineHeight: 1.5,
  zIndex: 100,
};

export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p style={style}>
          <strong>오프라인 상태예요.</strong> 인터넷에 연결되면 최신 내용을 다시 불러올게요.
        </p>
      )}
    </div>
  );
}
