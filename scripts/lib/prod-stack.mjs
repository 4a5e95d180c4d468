// The production-like stack: the built SPA and PocketBase behind Caddy (deploy/Caddyfile) on one
// HTTPS origin, and the push sender beside PocketBase. Used by `npm run prod` (scripts/prod.mjs) and the smoke suite (e2e/prod).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import { ROOT, startPocketBase } from "./pocketbase-server.mjs";
import { startPushSender } from "./push-sender.mjs";

export const CADDYFILE = path.join(ROOT, "deploy", "Caddyfile");
export const CADDY_BIN = process.env.CADDY_BIN ?? "caddy";

/** `vite build` with the API on the site's own origin. Returns the exit status. */
export function buildSite({ siteOrigin, distDir, env = {} }) {
  const vite = path.join(ROOT, "node_modules", ".bin", "vite");
  return (
    spawnSync(vite, ["build", "--logLevel", "warn", "--emptyOutDir"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...env, VITE_PB_URL: siteOrigin, DIST_DIR: distDir },
    }).status ?? 1
  );
}

async function waitFor(url, child, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`caddy exited with code ${child.exitCode}`);
    // Caddy's own CA is not trusted by Node: check that it answers at all.
    const ok = await new Promise((resolve) => {
      const req = https.get(url, { rejectUnauthorized: false, timeout: 1000 }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on("error", () => resolve(false));
      req.on("timeout", () => req.destroy());
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`caddy did not answer at ${url}`);
}

/**
 * Starts Caddy for distDir in front of PocketBase at pbUpstream (host:port).
 * caddyHome holds Caddy's state (its local CA): keep it to keep trusting the same root.
 */
export async function startCaddy({ siteOrigin, distDir, pbUpstream, caddyHome, httpPort, quiet = true }) {
  const site = new URL(siteOrigin);
  mkdirSync(caddyHome, { recursive: true });
  let child;
  const spawnCaddy = async () => {
    child = spawn(CADDY_BIN, ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
      stdio: quiet ? ["ignore", "ignore", "pipe"] : "inherit",
      env: {
        ...process.env,
        XDG_DATA_HOME: path.join(caddyHome, "data"),
        XDG_CONFIG_HOME: path.join(caddyHome, "config"),
        HOME: caddyHome,
        SITE_ADDRESS: site.origin,
        TLS_ISSUER: process.env.TLS_ISSUER ?? "internal",
        HTTPS_PORT: site.port || "443",
        HTTP_PORT: String(httpPort ?? 80),
        DIST_DIR: distDir,
        PB_UPSTREAM: pbUpstream,
      },
    });
    let stderr = "";
    child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
    child.once("exit", (code) => {
      if (code && !stopping) console.error(`[caddy] exited with ${code}\n${stderr}`);
    });
    await waitFor(site.origin, child);
  };
  let stopping = false;
  const stop = () =>
    new Promise((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      stopping = true;
      running.once("exit", () => {
        stopping = false;
        resolve();
      });
      running.kill("SIGTERM");
      setTimeout(
        () => running.exitCode === null && running.signalCode === null && running.kill("SIGKILL"),
        8000,
      ).unref();
    });
  await spawnCaddy();
  return {
    url: site.origin,
    rootCertificate: path.join(caddyHome, "data", "caddy", "pki", "authorities", "local", "root.crt"),
    stop,
    /** A deploy: the server restarts on the (rebuilt) folder. */
    async restart() {
      await stop();
      await spawnCaddy();
    },
  };
}

/** PocketBase on loopback with the site as its only allowed origin, then Caddy in front. */
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
  // The push sender (push-sender/): its account and VAPID keys live in the data dir.
  const sender = startPushSender({
    pbUrls: [pb.url],
    dataDir,
    env: { APP_URL: process.env.APP_URL ?? new URL(siteOrigin).origin },
    quiet,
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
      sender,
      async stop() {
        await caddy.stop();
        await sender.stop();
        await pb.stop();
      },
    };
  } catch (error) {
    await sender.stop();
    await pb.stop();
    throw error;
  }
}
