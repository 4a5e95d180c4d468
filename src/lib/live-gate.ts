import { useSyncExternalStore } from "react";
import type { QueryKey } from "@tanstack/react-query";

// Queries a realtime view keeps live (src/lib/live.ts, subscribeLive) fetch first once its
// topics are live on the server: fetched before, they missed what happened in between and were
// fetched again by the view's catch-up (every member's start asked for each badge twice, issue 33).
// The view opens its gate (`liveGateSync`) and closes it when it ends; `useLiveGate` is the
// `enabled` of the queries that wait for it. No SDK here: the bell's chunk reads it too.
const open = new Set<string>();
const listeners = new Set<() => void>();
const gateName = (queryKey: QueryKey) => JSON.stringify(queryKey);

export function setLiveGate(queryKey: QueryKey, live: boolean) {
  const name = gateName(queryKey);
  if (open.has(name) === live) return;
  if (live) open.add(name);
  else open.delete(name);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the gate of `queryKey` is open (its realtime view has its topics live). */
export const liveGateOpen = (queryKey: QueryKey) => open.has(gateName(queryKey));

/** liveGateOpen as a hook: the `enabled` of a query that waits for its realtime view. */
export function useLiveGate(queryKey: QueryKey): boolean {
  return useSyncExternalStore(
    subscribe,
    () => liveGateOpen(queryKey),
    () => false,
  );
}
