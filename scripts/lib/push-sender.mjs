// Starts the push sender (push-sender/main.mjs) as a child process beside a PocketBase: npm run dev,
// npm run prod (scripts/lib/prod-stack.mjs) and the e2e suite's shared server use it.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./pocketbase-server.mjs";

/**
 * pbUrls: where PocketBase answers (the sender tries them in turn); dataDir: PocketBase's data dir.
 * Returns { child, stop() }. The sender waits for PocketBase by itself, so start order is free.
 * @param {{ pbUrls: string[]; dataDir: string; env?: Record<string, string>; quiet?: boolean }} options
 */
export function startPushSender({ pbUrls, dataDir, env = {}, quiet = true }) {
  const child = spawn(process.execPath, [path.join(ROOT, "push-sender", "main.mjs")], {
    cwd: ROOT,
    stdio: quiet ? ["ignore", "ignore", "inherit"] : ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env, PB_URL: pbUrls.join(","), PB_DATA_DIR: dataDir },
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
