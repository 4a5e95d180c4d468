// A deploy removes the previous build's files. A tab still running that build (no service worker
// yet, or another tab took the update) then fails to load a lazy chunk: Vite reports it as
// `vite:preloadError`, and the page's error screen (in the entry, so it never needs a file of the
// old build) shows meanwhile. The tab reloads into the new build only once the server answers
// with a page: a reload during the deploy's downtime would end on the browser's own "site can't
// be reached" page, so until then it asks again, with back-off and when the device comes back
// online. Drafts are persisted as they are typed, so nothing typed is lost. A second failure soon
// after a reload is a real outage: the error screen stays.
import { retryDelay } from "./retry-delay";

const KEY = "chaekdongne-deploy-reload";
const WINDOW_MS = 60_000;
const RETRY_MS = [2_000, 4_000, 8_000, 15_000];
const GIVE_UP_MS = 10 * 60_000;

export interface DeployRecoveryOptions {
  /** sessionStorage by default (read only when a chunk fails: opening it costs start-up time). */
  storage?: () => Storage;
  reload?: () => void;
  /** Whether the server answers with a page now. */
  serverAnswers?: () => Promise<boolean>;
}

/** The current page's HTML, fresh from the server (never a cache). */
export async function pageAnswers(): Promise<boolean> {
  try {
    const response = await fetch(location.href, { cache: "no-store", credentials: "same-origin" });
    return response.ok && (response.headers.get("content-type") ?? "").includes("text/html");
  } catch {
    return false;
  }
}

/** Listens for failed chunks; returns the function that stops listening. */
export function installDeployRecovery({
  storage = () => sessionStorage,
  reload = () => location.reload(),
  serverAnswers = pageAnswers,
}: DeployRecoveryOptions = {}) {
  let waiting = false;
  const recover = async () => {
    const started = Date.now();
    for (let attempt = 0; Date.now() - started < GIVE_UP_MS; attempt++) {
      if (await serverAnswers()) {
        storage().setItem(KEY, String(Date.now()));
        return reload();
      }
      await retryDelay(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    }
    waiting = false;
  };
  const onChunkError = () => {
    const last = Number(storage().getItem(KEY) ?? 0);
    if (waiting || Date.now() - last < WINDOW_MS) return; // already reloaded for this: let the error show
    waiting = true;
    void recover();
  };
  window.addEventListener("vite:preloadError", onChunkError);
  return () => window.removeEventListener("vite:preloadError", onChunkError);
}
