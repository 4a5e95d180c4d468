// A deploy removes the previous build's files. A tab still running that build (no service worker
// yet, or another tab took the update) then fails to load a lazy chunk: Vite reports it as
// `vite:preloadError`. Reload once to get the new build; drafts are persisted as they are typed,
// so nothing typed is lost. A second failure soon after is a real outage: the error screen shows.
const KEY = "chaekdongne-deploy-reload";
const WINDOW_MS = 60_000;

export function installDeployRecovery(storage: Storage = sessionStorage, reload = () => location.reload()) {
  window.addEventListener("vite:preloadError", () => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return; // already reloaded for this: let the error show
    storage.setItem(KEY, String(Date.now()));
    reload();
  });
}
