import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import styles from "./layout.module.css";

// Rendered next to the router (src/main.tsx) so it shows even while a route waits for data:
// TanStack Query pauses requests while offline and resumes them when the connection returns.
// Part of the entry: offline, no other file may be there to load.
// Part of the entry: offline, no other file may be there to load.
function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * A strip pinned on top of the bottom bar until the connection returns. The page keeps room for
 * it (--notice-height, read by the app shell, the sticky footers and the chat room): like the bar,
 * it passes over content while it scrolls, never over the end of a screen (issue 30).
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const notice = ref.current;
    const root = document.documentElement.style;
    if (!notice) return;
    const observer = new ResizeObserver(() =>
      root.setProperty("--notice-height", `${notice.getBoundingClientRect().height}px`),
    );
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.removeProperty("--notice-height");
    };
  }, [online]);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p ref={ref} className={styles.offlineNotice}>
          <strong>오프라인 상태예요.</strong> 인터넷에 연결되면 최신 내용을 다시 불러올게요.
        </p>
      )}
    </div>
  );
}
