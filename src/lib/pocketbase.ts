import PocketBase, { BaseAuthStore } from "pocketbase";
import { env } from "@/config/env";
import type { TypedPocketBase } from "@/types/pocketbase-types";
import { SESSION_STORAGE_KEY, signOut, useSession, type SessionUser } from "@/lib/session";
import { attachListenersAfterSubscribe, serializeSubscriptionSubmits } from "./realtime-order";

// The single PocketBase client. First screens load this module lazily (src/lib/load-pocketbase.ts):
// the member's session lives in the session store (src/lib/session.ts, localStorage), and this
// module keeps the SDK's in-memory auth store in sync with it in both directions from the moment
// it loads, so the first request already carries the token.
class MemoryAuthStore extends BaseAuthStore {}
export const pb = new PocketBase(env.pbUrl, new MemoryAuthStore()) as TypedPocketBase;

export { fileUrl } from "./file-url";

// Two list queries on one collection (page 1 and 2, two filters) would otherwise cancel each
// other; TanStack Query passes its own abort signal instead.
pb.autoCancellation(false);

// A member's start subscribes twice: the screen as soon as this module loads (a club page's live
// club), the member shell (src/app/routes/member-live.tsx, in this module's file) once it has
// rendered, a moment later. The first POST /api/realtime waits for the shell's topics, so both
// go in one request (issue 33: two before); at most START_HOLD_MS if the shell never comes.
const START_HOLD_MS = 3_000;
let shellSubscribed: () => void = () => undefined;
const startTopics = new Promise<void>((resolve) => {
  shellSubscribed = resolve;
  if (useSession.getState().token) setTimeout(resolve, START_HOLD_MS);
  else resolve();
});
/** The member shell calls this once its realtime topics are subscribed (member-live.tsx). */
export const memberShellSubscribed = () => shellSubscribed();

/** Resolves when the server holds every realtime topic subscribed so far (see realtime-order.ts). */
export const subscriptionsSettled = serializeSubscriptionSubmits(pb.realtime, startTopics);
attachListenersAfterSubscribe(pb.realtime);

let syncing = false;
let member = "";
function syncFromStore({ token, user }: { token: string; user: SessionUser | null }) {
  // The member's realtime subscriptions end with their session (signed out, or another member
  // now, e.g. from another tab): at once, before the next member's screens subscribe again.
  if (member && member !== (user?.id ?? "")) pb.realtime.unsubscribe().catch(() => undefined);
  member = user?.id ?? "";
  if (syncing) return;
  syncing = true;
  if (token && user) {
    if (pb.authStore.token !== token || pb.authStore.model !== user) pb.authStore.save(token, user);
  } else if (pb.authStore.token) {
    pb.authStore.clear();
  }
  syncing = false;
}

syncFromStore(useSession.getState());
useSession.subscribe(syncFromStore);
pb.authStore.onChange((token, model) => {
  if (syncing) return;
  syncing = true;
  if (token && model) useSession.getState().setSession(token, model as unknown as SessionUser);
  else useSession.getState().clear();
  syncing = false;
});

// Another tab of this browser signed in, out, or refreshed the token (zustand's persist does not
// follow other tabs): this tab adopts its session, so a logout or a 401 there ends the session
// here too. Here, not in the session store: every member's page loads this module at start.
// `?.`: Node scripts (bench:server) load the app's API modules without a window.
globalThis.addEventListener?.("storage", (event) => {
  if (event.storageArea !== localStorage) return;
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return; // null: storage cleared
  if (localStorage.getItem(SESSION_STORAGE_KEY) === null) useSession.getState().clear();
  else void useSession.persist.rehydrate();
});

// Tokens this client is ending itself (a password change: the server revokes every token of the
// account before the re-login brings the new one). A 401 another request gets for such a token
// in between is expected and does not end the session.
const replacing = new Set<string>();

/**
 * Runs `work`, which ends the current token on the server and signs in again: until it settles,
 * 401s for the old token leave the session alone (the page that asked stays and says how it went).
 */
export async function whileReplacingToken<T>(work: () => Promise<T>): Promise<T> {
  const token = pb.authStore.token;
  replacing.add(token);
  try {
    return await work();
  } finally {
    replacing.delete(token);
  }
}

/** Ends the session after a definite "no" for `token`, if it is still ours and not being replaced. */
export function endSessionFor(token: string) {
  if (token && pb.authStore.token === token && !replacing.has(token)) signOut();
}

// Only a definite "no" about the token a request carried ends the session: a 401 answered to a
// request sent with the token we still hold. A network error, a 5xx, a cut-off body or a 401 for
// an older token (a re-login happened meanwhile, or is under way) never logs anyone out.
// The SDK sends "Content-Type: application/json" on every request, which turns each cross-origin
// GET into a CORS preflight (one extra round trip before every list or detail). A GET has no
// body, so the header is dropped: visitors' reads become simple requests.
pb.beforeSend = function beforeSend(url, options) {
  const method = (options.method ?? "GET").toUpperCase();
  if ((method === "GET" || method === "HEAD") && !options.body && options.headers) {
    const headers = { ...(options.headers as Record<string, string>) };
    for (const key of Object.keys(headers)) if (key.toLowerCase() === "content-type") delete headers[key];
    options.headers = headers;
  }
  const sent = (options.headers as Record<string, string> | undefined)?.Authorization;
  if (sent) {
    const inner = options.fetch ?? fetch;
    options.fetch = async (input, init) => {
      const response = await inner(input, init);
      if (response.status === 401) endSessionFor(sent);
      return response;
    };
  }
  return { url, options };
};
