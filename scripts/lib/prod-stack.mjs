// The production-like stack: the built SPA and PocketBase behind Caddy (deploy/Caddyfile) on one
// HTTPS origin. `startCaddy` and `startProdStack` serve a plain build folder with the checkout's
// hooks (benchmarks); npm run prod runs releases instead (scripts/lib/release-stack.mjs).
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import { startPocketBase } from "./pocketbase-server.mjs";
import { CHECKOUT_CADDYFILE, buildSite } from "./releases.mjs";

export { buildSite };
export const CADDYFILE = CHECKOUT_CADDYFILE;
export const CADDY_BIN = process.env.CADDY_BIN ?? "caddy";

/** Waits until Caddy answers for the site on its first listening address (any name, any port). */
async function waitFor(site, listen, child, timeoutMs = 30_000) {
  const url = new URL(site);
  const first = listen[0].replace(/^\[(.*)\]$/, "$1");
  const host = first === "0.0.0.0" ? "127.0.0.1" : first === "::" ? "::1" : first;
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`caddy exited with code ${child.exitCode}`);
    // Caddy's own CA is not trusted by Node: check that it answers at all.
    const ok = await new Promise((resolve) => {
      const options = {
        host,
        port: url.port || 443,
        servername: url.hostname,
        headers: { host: url.host },
        rejectUnauthorized: false,
        timeout: 1000,
      };
      const req = https.get(options, (res) => {
        res.resume();
        resolve(true);
      });
      req.on("error", () => resolve(false));
      req.on("timeout", () => req.destroy());
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`caddy did not answer at ${site}`);
}

/** The variables deploy/Caddyfile reads (its header says what each one means). */
export function caddyEnvironment({
  siteOrigin,
  distDir,
  previousDistDir = distDir,
  pbUpstream,
  caddyHome,
  httpPort,
  listen = ["127.0.0.1"],
  adminSocket = path.join(caddyHome, "admin.sock"),
  releaseId = "none",
  logDir = path.join(caddyHome, "logs"),
  tlsIssuer = process.env.TLS_ISSUER ?? "internal",
}) {
  const site = new URL(siteOrigin);
  const httpsPort = site.port || "443";
  return {
    XDG_DATA_HOME: path.join(caddyHome, "data"),
    XDG_CONFIG_HOME: path.join(caddyHome, "config"),
    HOME: caddyHome,
    SITE_ADDRESS: site.origin,
    SITE_HOST: site.hostname,
    HTTPS_PORT_SUFFIX: httpsPort === "443" ? "" : `:${httpsPort}`,
    LISTEN: listen.join(" "),
    TLS_ISSUER: tlsIssuer,
    HTTPS_PORT: httpsPort,
    HTTP_PORT: String(httpPort ?? 80),
    DIST_DIR: distDir,
    PREVIOUS_DIST_DIR: previousDistDir,
    RELEASE_ID: releaseId,
    PB_UPSTREAM: pbUpstream,
    CADDY_ADMIN: `unix/${adminSocket}`,
    LOG_DIR: logDir,
  };
}

function runCaddy(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(CADDY_BIN, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...env },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`caddy ${args[0]} failed (${code}):\n${stderr}`)),
    );
  });
}

/**
 * Starts Caddy (deploy/Caddyfile, or a release's copy) for distDir in front of PocketBase at
 * pbUpstream (host:port). caddyHome holds Caddy's state (its local CA): keep it to keep trusting
 * the same root. reload() switches to another build without dropping a connection.
 * @param {{ caddyfile?: string; quiet?: boolean; onExit?: (code: unknown) => void; siteOrigin: string; distDir: string; previousDistDir?: string; pbUpstream: string; caddyHome: string; httpPort: number; listen?: string[]; adminSocket?: string; releaseId?: string; logDir?: string }} options
 */
export async function startCaddy({ caddyfile = CADDYFILE, quiet = true, onExit, ...options }) {
  const env = caddyEnvironment(options);
  mkdirSync(options.caddyHome, { recursive: true, mode: 0o700 });
  mkdirSync(env.LOG_DIR, { recursive: true, mode: 0o700 });
  let stopping = false;
  const child = spawn(CADDY_BIN, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    stdio: quiet ? ["ignore", "ignore", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  child.once("exit", (code, signal) => {
    if (stopping) return;
    if (code) console.error(`[caddy] exited with ${code}\n${stderr}`);
    onExit?.(code ?? signal);
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      stopping = true;
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(
        () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
        8000,
      ).unref();
    });
  try {
    await waitFor(env.SITE_ADDRESS, env.LISTEN.split(" "), child);
  } catch (error) {
    await stop();
    throw error;
  }
  let current = { ...options, caddyfile };
  const configFor = (next) => {
    const merged = { ...current, ...next };
    return { merged, env: caddyEnvironment(merged), file: merged.caddyfile };
  };
  return {
    url: env.SITE_ADDRESS,
    child,
    rootCertificate: path.join(options.caddyHome, "data", "caddy", "pki", "authorities", "local", "root.crt"),
    stop,
    /** Checks that another build's config loads (before anything is switched). */
    async validate(next) {
      const { env: e, file } = configFor(next);
      await runCaddy(["validate", "--config", file, "--adapter", "caddyfile"], e);
    },
    /** Serves another build: files, CSP and release id change in one graceful config load. */
    async reload(next) {
      const { merged, env: e, file } = configFor(next);
      await runCaddy(["reload", "--config", file, "--adapter", "caddyfile"], e);
      current = merged;
    },
  };
}

/** PocketBase (checkout hooks) on loopback with the site as its only allowed origin, then Caddy in front. */
export async function startProdStack({
  siteOrigin,
  distDir,
  dataDir,
  pbPort,
  caddyHome,
  httpPort,
  admin = null,
  quiet = true,
}) {
  // Caddy is the only client PocketBase sees: its X-Forwarded-For names the real address
  // (per-address limits, pb_hooks/core/abuse-limits.js). Anything else keeps the TCP peer.
  const pb = await startPocketBase({
    dataDir,
    port: pbPort,
    admin,
    origins: [new URL(siteOrigin).origin],
    quiet,
    extraEnv: {
      CHAEKDONGNE_TRUSTED_PROXIES: process.env.CHAEKDONGNE_TRUSTED_PROXIES ?? "127.0.0.1,::1",
      // Links in e-mails and link previews name the site; club and review pages are the built
      // index.html with their card (pb_hooks/link-preview/routes.js reads it from DIST_DIR).
      APP_URL: process.env.APP_URL ?? new URL(siteOrigin).origin,
      DIST_DIR: distDir,
    },
  });
  try {
    const caddy = await startCaddy({
      siteOrigin,
      distDir,
      pbUpstream: `127.0.0.1:${pb.port}`,
      caddyHome,
      httpPort,
      quiet,
    });
    return {
      pb,
      caddy,
      async stop() {
        await caddy.stop();
        await pb.stop();
      },
    };
  } catch (error) {
    await pb.stop();
    throw error;
  }
}
