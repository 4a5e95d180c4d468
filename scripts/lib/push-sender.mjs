// The push sender (push-sender/main.mjs) as a child process beside a PocketBase: npm run dev and the
// e2e suite's shared server run the checkout's; npm run prod runs each release's own bundle
// (bundlePushSender, scripts/lib/releases.mjs) under superviseSender (scripts/lib/release-stack.mjs).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./pocketbase-server.mjs";

export const SENDER_ENTRY = path.join(ROOT, "push-sender", "main.mjs");

/**
 * pbUrls: where PocketBase answers (the sender tries them in turn); dataDir: PocketBase's data dir.
 * entry: the sender's main file (the checkout's, or a release's bundle); baseEnv: the environment it
 * inherits (npm run prod passes only the few it needs), env: added to it. Returns { child, stop() }.
 * The sender waits for PocketBase by itself, so start order is free.
 * @param {{ pbUrls: string[]; dataDir: string; entry?: string; baseEnv?: Record<string, string | undefined>; env?: Record<string, string | undefined>; quiet?: boolean }} options
 */
export function startPushSender({
  pbUrls,
  dataDir,
  entry = SENDER_ENTRY,
  baseEnv = process.env,
  env = {},
  quiet = true,
}) {
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(entry),
    stdio: quiet ? ["ignore", "ignore", "inherit"] : ["ignore", "inherit", "inherit"],
    env: { ...baseEnv, ...env, PB_URL: pbUrls.join(","), PB_DATA_DIR: dataDir },
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once("exit", () => resolve(undefined));
        child.kill("SIGTERM");
        setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

const RESTART_MS = [1000, 2000, 5000, 15_000, 60_000];

/**
 * Keeps a sender running: one that exits on its own is started again (1 s, then slower; a run of a
 * minute resets the wait). A dead sender only delays pushes (the jobs wait in push_jobs), so it
 * never stops the site. `restart(options)` swaps it for one with other options (another release's
 * bundle, PocketBase on the other port). `onChange(state)` hears every change of the running
 * sender: each start (its new pid), an exit (pid null until the next start), a stop (npm run prod
 * rewrites run/stack.json with it, so the file never names a dead or reused pid). Returns
 * { restart, stop, state() }.
 * @param {Parameters<typeof startPushSender>[0] & { log?: (line: string) => void; onChange?: (state: { pid: number | null; pbUrls: string[]; entry?: string }) => void }} first
 */
export function superviseSender(first) {
  const log = first.log ?? ((line) => console.log(`[prod] ${line}`));
  let options = first;
  let running = null;
  let timer = null;
  let failures = 0;
  let stopped = false;
  const state = () => ({ pid: running?.child.pid ?? null, pbUrls: options.pbUrls, entry: options.entry });
  const changed = () => first.onChange?.(state());

  const launch = () => {
    const startedAt = Date.now();
    const sender = startPushSender(options);
    running = sender;
    changed();
    sender.child.once("exit", (code, signal) => {
      if (running !== sender || stopped) return;
      running = null;
      changed();
      if (Date.now() - startedAt > 60_000) failures = 0;
      const wait = RESTART_MS[Math.min(failures++, RESTART_MS.length - 1)];
      log(`push sender stopped on its own (${code ?? signal}); starting it again in ${wait / 1000} s`);
      timer = setTimeout(() => !stopped && !running && launch(), wait);
    });
  };
  const halt = async () => {
    clearTimeout(timer);
    const was = running;
    running = null;
    await was?.stop();
    if (was) changed();
  };
  launch();
  return {
    /** The running sender's pid (null between a crash and its restart) and the PocketBase it was told about. */
    state,
    async restart(next) {
      await halt();
      options = { ...options, ...next };
      failures = 0;
      if (!stopped) launch();
    },
    async stop() {
      stopped = true;
      await halt();
    },
  };
}

/**
 * Bundles the sender and its dependencies (web-push, the PocketBase SDK, eventsource) into one
 * file that runs without node_modules: a release runs its own copy, whatever the checkout holds
 * later. Returns the exit status (scripts/build-push-sender.mjs does the work in its own process,
 * so release builds stay synchronous).
 */
export function bundlePushSender(outFile) {
  return (
    spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-push-sender.mjs"), outFile], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
    }).status ?? 1
  );
}
