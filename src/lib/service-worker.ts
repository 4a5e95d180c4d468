// Registers /sw.js (built from service-worker-script.ts) in production builds, after the page
// has loaded so it never competes with the first screen.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register("/sw.js");
    } catch {
      // No offline support in this browser session (private mode, blocked storage).
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
