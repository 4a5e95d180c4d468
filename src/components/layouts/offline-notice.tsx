import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import styles from "./layout.module.css";

// Rendered next to the router (src/main.tsx) so it shows even while a route waits for data:
// TanStack Query pauses requests while offline and resumes them when the connection returns.
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
 * The strip pinned on top of the bottom bar (or at the bottom of the screen where there is none):
 * the offline notice until the connection returns, and `children` (the update notice). The page
 * keeps room for the strip (--notice-height, read by the app shell, the sticky footers and the
 * chat room): like the bar, it passes over content while it scrolls, never over the end of a
 * screen nor over the top bar's controls (issue 30).
 */
export function PinnedNotices({ children }: { children?: ReactNode }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const strip = ref.current;
    const root = document.documentElement.style;
    if (!strip) return;
    const observer = new ResizeObserver(() =>
      root.setProperty("--notice-height", `${strip.getBoundingClientRect().height}px`),
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      root.removeProperty("--notice-height");
    };
  }, []);
  return (
    <div ref={ref} className={styles.pinnedNotices}>
      <div role="status" aria-live="polite">
        {online ? null : (
          <p className={styles.offlineNotice}>
            <strong>오프라인 상태예요.</strong> 인터넷에 연결되면 최신 내용을 다시 불러올게요.
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
