/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers /sw.js (src/service-worker/sw.ts, built by vite-plugin-pwa) in production builds,
// after the page has loaded so it never competes with the first screen. A new deploy's worker
// waits: the page shows "새 버전이 있어요" (update-notice.tsx) and takes it when the member taps
// 새로고침, instead of a silent takeover under an open form.
import { registerSW } from "virtual:pwa-register";

type Listener = () => void;
const listeners = new Set<Listener>();
let registration: ServiceWorkerRegistration | undefined;
let updateReady = false;

export const isUpdateReady = () => updateReady;
export function subscribeUpdate(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/**
 * Activates the waiting worker; the page reloads once it has taken control. (Done here rather than
 * with registerSW's callback: workbox-window only reloads for the first update it saw itself.)
 */
export function reloadToUpdate() {
  const waiting = registration?.waiting;
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

// A tab can stay open for days: look for a new deploy when it comes back to the foreground.
const CHECK_EVERY_MS = 30 * 60_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      listeners.forEach((l) => l());
    },
    onRegisteredSW(_url, found) {
      if (!found) return;
      registration = found;
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
    onRegisterError() {
      // No offline support in this browser session (private mode, blocked storage).
    },
  });
}
