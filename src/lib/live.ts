import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { UnsubscribeFunc } from "pocketbase";
import { errorKind } from "./error-kind";
import { setLiveGate } from "./live-gate";
import { retryDelay } from "./retry-delay";
import { pb, subscriptionsSettled } from "./pocketbase";

/**
 * Wires a realtime-driven view: `subscriptions` are its live topics, `sync` refetches what it
 * shows. A view fetches before its topics are live on the server and misses every event in
 * between, and events sent while the connection is down never come; so `sync` runs once the
 * topics are live (reconnect = false) and after every later reconnect (PB_CONNECT, reconnect =
 * true). Subscribing to PB_CONNECT on an already open connection never fires it, which is why the
 * first sync does not rely on it. A sync that returns a promise is run again until it resolves
 * (untilDone): a catch-up that fails right after a reconnect would otherwise leave its gap until
 * the next one, which may never come. Returns the cleanup for useEffect.
 */
export function subscribeLive(
  subscriptions: Promise<UnsubscribeFunc>[],
  sync: (reconnect: boolean) => void | Promise<unknown>,
): () => void {
  let live = false;
  let closed = false;
  let runs = 0;
  const run = (reconnect: boolean) => {
    const mine = ++runs; // a newer sync (the next reconnect) replaces this one's retries
    untilDone(
      () => sync(reconnect),
      () => !closed && mine === runs,
    );
  };
  const all = [
    ...subscriptions,
    pb.realtime.subscribe("PB_CONNECT", () => {
      if (live && !closed) run(true);
    }),
  ];
  void Promise.allSettled(all)
    .then(() => subscriptionsSettled())
    .then(() => {
      if (closed) return;
      live = true;
      run(false);
    });
  return () => {
    closed = true;
    for (const u of all) void u.then((fn) => fn()).catch(() => undefined);
  };
}

/**
 * Runs `work` until it resolves: again after 1, 2, 4… (at most 30) seconds, or as the device
 * comes back online (retryDelay), as long as `wanted()` holds and the failure may pass (no
 * answer, a server error; not a 404 or a refusal). For fetches that fill a gap nothing else
 * would fill (a chat room's catch-up).
 */
export function untilDone(work: () => void | Promise<unknown>, wanted: () => boolean, attempt = 0): void {
  void Promise.resolve()
    .then(work)
    .catch(async (error: unknown) => {
      const kind = errorKind(error);
      if (!wanted() || kind === "not-found" || kind === "no-access") return;
      await retryDelay(Math.min(30_000, 1_000 * 2 ** attempt));
      if (wanted()) untilDone(work, wanted, attempt + 1);
    });
}

/**
 * invalidateQueries for a live event: it cancels and restarts a fetch in flight only when the
 * query already has data; a first fetch in flight is just awaited, and its answer may have been
 * read before the event, so the event would be lost. Such a fetch is cancelled first so the
 * refetch starts now. (Only for queries whose loaders merely prefetch: cancelling rejects
 * whoever awaits the fetch.)
 */
export async function invalidateLive(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (q) => q.state.fetchStatus === "fetching" && q.state.data === undefined,
  });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * A burst of live events refetches `queryKey` once: `refresh` waits `ms` after the last event,
 * then invalidates with invalidateLive; `cancel` drops a pending refresh (on unmount).
 */
export function debouncedRefresh(queryClient: QueryClient, queryKey: QueryKey, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    refresh: () => {
      clearTimeout(timer);
      timer = setTimeout(() => void invalidateLive(queryClient, queryKey), ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * The `sync` of a view whose queries under `queryKey` wait for it (live-gate.ts): the first time,
 * what was fetched before (a screen that does not wait, an earlier mount) is refetched or marked
 * stale, then the gate opens and the waiting queries fetch, once; after a reconnect, `refresh`.
 * Where the topics never go live (a network that holds back the event stream) the gate opens
 * after GATE_FALLBACK_MS anyway: the badge shows, and the catch-up refetches it if they come.
 * `close` ends the gate with the view.
 */
export const GATE_FALLBACK_MS = 5_000;
export function liveGateSync(
  queryClient: QueryClient,
  queryKey: QueryKey,
  refresh: () => void,
  { pushed = false } = {},
) {
  let closed = false;
  const fallback = setTimeout(() => setLiveGate(queryKey, true), GATE_FALLBACK_MS);
  return {
    sync: (reconnect: boolean) => {
      if (reconnect) return refresh();
      // `pushed`: the server sends the data itself as the topics go live (`answer` below).
      if (pushed) return;
      clearTimeout(fallback);
      void invalidateLive(queryClient, queryKey).then(() => !closed && setLiveGate(queryKey, true));
    },
    /** The data as the server sent it over the live connection: cached, the gate opens, no request. */
    answer: (data: unknown) => {
      if (closed) return;
      clearTimeout(fallback);
      queryClient.setQueryData(queryKey, data);
      setLiveGate(queryKey, true);
    },
    close: () => {
      closed = true;
      clearTimeout(fallback);
      setLiveGate(queryKey, false);
    },
  };
}
