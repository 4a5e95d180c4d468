import { useSyncExternalStore } from "react";
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

export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.offlineNotice}>
          <strong>오프라인 상태예요.</strong> 인터넷에 연결되면 최신 내용을 다시 불러올게요.
        </p>
      )}
    </div>
  );
}
