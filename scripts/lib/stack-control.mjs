// One stack per data root, and a way to talk to it (docs/deployment.md "Deploys").
//
// The lock is a Linux abstract Unix socket named after the data root: binding it is atomic, and
// the kernel releases it when the holder dies, however it dies, so a crash never leaves a stale
// lock behind. The holder also listens on run/control.sock (mode 0600 in a 0700 folder: only
// the stack's own user may deploy) for `npm run deploy` and `npm run rollback`.
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const lockName = (root) =>
  `\0chaekdongne-stack-${createHash("sha256").update(realpathSync(root)).digest("hex").slice(0, 32)}`;

const listen = (server, address) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });

/** What the holder wrote about itself (pid, start time, PocketBase URL, site), or null. */
export function stackState(dirs) {
  try {
    return JSON.parse(readFileSync(path.join(dirs.run, "stack.json"), "utf8"));
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists now (a pid stack.json names, tests and test:prod). */
export function pidAlive(pid) {
  try {
    return !!pid && process.kill(pid, 0);
  } catch {
    return false;
  }
}

/**
 * Takes the data root's lock, or returns null when another process holds it.
 * `onRequest(message, reply)` answers control requests; reply(obj) sends one line, the last
 * one has `done: true`.
 */
export async function acquireStack(dirs, onRequest) {
  mkdirSync(dirs.root, { recursive: true, mode: 0o700 });
  const lock = net.createServer((s) => s.destroy());
  try {
    await listen(lock, lockName(dirs.root));
  } catch (error) {
    if (error.code === "EADDRINUSE") return null;
    throw error;
  }
  lock.unref();
  mkdirSync(dirs.run, { recursive: true, mode: 0o700 });
  chmodSync(dirs.run, 0o700);
  const socket = path.join(dirs.run, "control.sock");
  rmSync(socket, { force: true }); // a dead holder's; only the lock holder gets here
  const control = net.createServer((conn) => {
    let buffer = "";
    conn.setEncoding("utf8");
    conn.on("error", () => {});
    conn.on("data", async (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end < 0) return;
      const reply = (obj) => conn.writable && conn.write(`${JSON.stringify(obj)}\n`);
      try {
        await onRequest(JSON.parse(buffer.slice(0, end)), reply);
      } catch (error) {
        reply({ done: true, ok: false, error: error.message });
      }
      conn.end();
    });
  });
  await listen(control, socket);
  chmodSync(socket, 0o600);
  control.unref();
  return {
    writeState(state) {
      writeFileSync(path.join(dirs.run, "stack.json"), `${JSON.stringify(state, null, 2)}\n`, {
        mode: 0o600,
      });
    },
    release() {
      control.close();
      lock.close();
      rmSync(path.join(dirs.run, "stack.json"), { force: true });
      rmSync(socket, { force: true });
    },
  };
}

/** True while some process holds the data root's lock (a running stack). */
export async function stackRunning(dirs) {
  let name;
  try {
    name = lockName(dirs.root);
  } catch {
    return false; // no data root yet
  }
  return new Promise((resolve) => {
    const s = net.connect(name);
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/**
 * Sends one request to the running stack and passes each line it answers to onLine.
 * Resolves with the last line (done: true).
 */
export function requestStack(dirs, message, onLine = () => {}) {
  return new Promise((resolve, reject) => {
    const conn = net.connect(path.join(dirs.run, "control.sock"));
    let buffer = "";
    let last = null;
    conn.setEncoding("utf8");
    conn.on("connect", () => conn.write(`${JSON.stringify(message)}\n`));
    conn.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\n")) >= 0) {
        const line = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if (line.done) last = line;
        else onLine(line);
      }
    });
    conn.on("error", reject);
    conn.on("close", () =>
      last ? resolve(last) : reject(new Error("the stack closed the control connection without an answer")),
    );
  });
}
