// Registers /sw.js (src/service-worker/sw.ts, built by vite-plugin-pwa) in production builds,
// after the page has loaded so it never competes with the first screen. A new deploy's worker
// waits: the page shows "새 버전이 있어요" (update-notice.tsx) and takes it when the member taps
// 새로고침, instead of a silent takeover under an open form. The browser's own API, without
// workbox-window: the same few events, without its two extra files on every first visit (issue 33).

type Listener = () => void;
const listeners = new Set<Listener>();
let registration: ServiceWorkerRegistration | undefined;
let updateReady = false;

export const isUpdateReady = () => updateReady;
export function subscribeUpdate(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting worker; the page reloads once it has taken control. */
export function reloadToUpdate() {
  const waiting = registration?.waiting;
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

function needRefresh() {
  if (updateReady) return;
  updateReady = true;
  // Another tab took the update: this tab's build is no longer in the new worker's cache.
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  listeners.forEach((l) => l());
}

/** A worker that has installed while another one controls this page is an update: it waits. */
function watch(worker: ServiceWorker | null) {
  if (!worker) return;
  const installed = () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) needRefresh();
  };
  installed();
  worker.addEventListener("statechange", installed);
}

// A tab can stay open for days: look for a new deploy when it comes back to the foreground.
const CHECK_EVERY_MS = 30 * 60_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(
    (found) => {
      // Some embedders resolve without a registration (and Playwright's serviceWorkers "block").
      if (!found) return;
      registration = found;
      watch(found.waiting ?? found.installing);
      found.addEventListener("updatefound", () => watch(found.installing));
      let last = Date.now();
      const check = () => {
        if (document.visibilityState !== "visible" || !navigator.onLine || Date.now() - last < CHECK_EVERY_MS)
          return;
        last = Date.now();
        found.update().catch(() => {});
      };
      document.addEventListener("visibilitychange", check);
      setInterval(check, CHECK_EVERY_MS);
    },
    () => {
      // No offline support in this browser session (private mode, blocked storage).
    },
  );
}
