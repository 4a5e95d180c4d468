import { useSyncExternalStore } from "react";
import { isUpdateReady, reloadToUpdate, subscribeUpdate } from "@/lib/service-worker";
import styles from "./layout.module.css";

// Loaded with the service worker's registration in one file, after the first screen (src/main.tsx).
export { registerServiceWorker } from "@/lib/service-worker";

/** Shown when a new version has been deployed and its service worker waits (src/lib/service-worker.ts). */
export function UpdateNotice() {
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false);
  return (
    <div role="status" aria-live="polite">
      {ready ? (
        <div className={styles.updateNotice}>
          <strong>새 버전이 있어요</strong>
          <button type="button" onClick={reloadToUpdate}>
            새로고침
          </button>
        </div>
      ) : null}
    </div>
  );
}
