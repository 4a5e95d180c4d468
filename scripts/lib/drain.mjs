// Stopping a PocketBase without failing its requests (docs/deployment.md "Deploys"). PocketBase
// 0.22 cancels every request in flight when it is told to stop, so before that, no new request may
// reach it and the ones it is serving must finish:
//   - Caddy is reloaded onto the new PocketBase's port (hold()): it is already running there, or
//     until it is, a new request's connection is refused and Caddy retries it (lb_try_duration);
//   - the requests in flight are PocketBase's established connections (Caddy opens one per
//     request, keepalive off); those that already existed three seconds earlier are realtime streams
//     (or very long uploads): they are cut, and the SDK reconnects. The others are waited for.
import { readFileSync } from "node:fs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The peers of the established TCP connections to a local port (Linux /proc). */
export function connectionsTo(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const peers = new Set();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (state === "01" && local?.endsWith(hex)) peers.add(remote);
    }
  }
  return peers;
}

/**
 * Holds new requests (hold() reloads Caddy onto the new port), waits for the ones in flight at
 * `port`, then stop(). Returns when PocketBase has stopped (Caddy still holds), with the time the
 * hold began (performance.now()).
 */
export async function drainAndStop({ port, hold, stop, settleMs = 3000, maxWaitMs = 10_000 }) {
  const before = connectionsTo(port);
  await sleep(settleMs);
  const streams = new Set([...connectionsTo(port)].filter((p) => before.has(p)));
  const heldAt = performance.now();
  await hold();
  const until = Date.now() + maxWaitMs;
  while (Date.now() < until && [...connectionsTo(port)].some((p) => !streams.has(p))) await sleep(20);
  await stop();
  return heldAt;
}
