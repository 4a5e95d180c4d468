// The stack `npm run prod` supervises: PocketBase, Caddy and the push sender running one release
// (scripts/lib/releases.mjs), and the switch to another release without downtime:
//   - Caddy reloads gracefully (no connection dropped) onto the new build, its CSP and its
//     release id (the link-preview pages) in one config load;
//   - PocketBase restarts only when the release's hooks, migrations or binary differ (or when asked,
//     e.g. after an edit of CHAEKDONGNE_ENV_FILE), on the other port of the pair PB_PORT/PB_PORT+1:
//     without new migrations the new one starts beside the old one and takes over (no gap); with
//     them the old one stops first and Caddy holds requests (lb_try_duration) until the new one has
//     migrated and answers. The gap is measured and reported.
//   - the push sender (the release's own bundle, talking to PocketBase directly on loopback) is
//     restarted once the switch is settled when PocketBase moved to the other port or the
//     release's sender differs; meanwhile jobs wait in push_jobs (a push is late, never lost).
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadEnv, productionFlags } from "./ops-config.mjs";
import { drainAndStop } from "./drain.mjs";
import { probePort } from "./port-check.mjs";
import { ensureAdmin, waitHealthy } from "./pocketbase-server.mjs";
import { startCaddy } from "./prod-stack.mjs";
import { superviseSender } from "./push-sender.mjs";
import { newMigrations, readRelease, releasePaths, setCurrent } from "./releases.mjs";

/** The environment of production PocketBase: the operator's (re-read now), plus what the stack sets. */
export function pocketBaseEnv(config, { site }) {
  const env = loadEnv(config.rawEnv ?? process.env);
  return {
    ...env,
    // Caddy is the only client PocketBase sees: its X-Forwarded-For names the real address
    // (per-address limits, pb_hooks/abuse-limits.js). Anything else keeps the TCP peer.
    CHAEKDONGNE_TRUSTED_PROXIES: env.CHAEKDONGNE_TRUSTED_PROXIES ?? "127.0.0.1,::1",
    // Links in e-mails and link previews name the site.
    APP_URL: env.APP_URL ?? site,
    // Link-preview pages: the release Caddy names (X-Chaekdongne-Release), else the current one.
    CHAEKDONGNE_RELEASES_DIR: config.dirs.releases,
    DIST_DIR: `${config.dirs.current}/dist`,
    // The push sender's admin account (pb_hooks/push.pb.js): beside the data, never in pb_data,
    // so backups (which zip pb_data) never carry a live admin password.
    CHAEKDONGNE_PUSH_ACCOUNT_FILE: pushAccountFile(config.dirs),
  };
}

export const pushAccountFile = (dirs) => `${dirs.run}/push-sender.json`;

// What the sender's process sees: the few variables it reads, not the operator's other secrets.
const SENDER_VARS = [
  "APP_URL",
  "CHAEKDONGNE_PUSH_SUBJECT",
  "CHAEKDONGNE_PUSH_ORIGINS",
  "CHAEKDONGNE_PUSH_ACCOUNT_FILE",
];
const PROCESS_VARS = [
  "PATH",
  "HOME",
  "LANG",
  "TZ",
  "NODE_EXTRA_CA_CERTS",
  "HTTPS_PROXY",
  "https_proxy",
  "NO_PROXY",
  "no_proxy",
];

/** The sender of `release` talking to the PocketBase at pbUrl (null when the release has none). */
export function senderOptions(config, { release, site, pbUrl, quiet }) {
  const entry = releasePaths(config.dirs, release).pushSender;
  if (!entry) return null;
  const pbEnv = pocketBaseEnv(config, { site });
  const pick = (from, keys) =>
    Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]]));
  return {
    entry,
    pbUrls: [pbUrl],
    dataDir: config.dirs.pbData,
    baseEnv: pick(process.env, PROCESS_VARS),
    env: pick(pbEnv, SENDER_VARS),
    quiet,
  };
}

function spawnPocketBase({ config, release, site, quiet, onExit, port = config.pbPort }) {
  const paths = releasePaths(config.dirs, release);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    paths.binary,
    [
      "serve",
      `--http=127.0.0.1:${port}`,
      `--dir=${config.dirs.pbData}`,
      `--migrationsDir=${paths.migrations}`,
      `--hooksDir=${paths.hooks}`,
      "--automigrate=false",
      "--hooksWatch=false",
      `--origins=${site}`,
      ...productionFlags,
    ],
    {
      stdio: quiet ? ["ignore", "ignore", "inherit"] : ["ignore", "inherit", "inherit"],
      env: pocketBaseEnv(config, { site }),
    },
  );
  const handle = {
    child,
    url,
    port,
    stopping: false,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        handle.stopping = true;
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(
          () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
          10_000,
        ).unref();
      });
    },
  };
  child.once("exit", (code, signal) => {
    if (!handle.stopping) onExit?.(code ?? signal);
  });
  return handle;
}

async function startReleasePocketBase(args) {
  const pb = spawnPocketBase(args);
  try {
    await waitHealthy(pb.url, pb.child, 120_000);
  } catch (error) {
    await pb.stop();
    throw error;
  }
  return pb;
}

/**
 * Starts PocketBase and Caddy on `release`. The caller holds the data root's lock.
 * onCrash(which, code): a process died on its own (the caller stops the stack and exits).
 * onSenderChange(state): the push sender started, stopped or was started again (superviseSender).
 */
export async function startReleaseStack({
  config,
  release,
  site,
  admin = null,
  quiet = false,
  onCrash,
  onSenderChange,
  log = console.log,
}) {
  const { dirs } = config;
  mkdirSync(dirs.pbData, { recursive: true, mode: 0o700 });
  let active = release;
  let paths = releasePaths(dirs, release);
  if (admin) {
    // Before anything serves (the lock guarantees no other server on this data): migrations, then the admin.
    ensureAdmin(dirs.pbData, admin, {
      bin: paths.binary,
      migrationsDir: paths.migrations,
      hooksDir: paths.hooks,
      flags: productionFlags,
      env: pocketBaseEnv(config, { site }),
    });
  }
  const pbArgs = (rel, port = config.pbPort) => ({
    config,
    port,
    release: rel,
    site,
    quiet,
    onExit: (code) => onCrash?.("PocketBase", code),
  });
  let pb = await startReleasePocketBase(pbArgs(release));
  let caddy;
  try {
    caddy = await startCaddy({
      caddyfile: paths.caddyfile,
      siteOrigin: site,
      distDir: paths.dist,
      previousDistDir: (() => {
        const before = readRelease(dirs, "previous");
        return before ? releasePaths(dirs, before).dist : paths.dist;
      })(),
      releaseId: release.id,
      pbUpstream: `127.0.0.1:${config.pbPort}`,
      caddyHome: dirs.caddy,
      httpPort: config.httpPort,
      listen: config.listenFor(site),
      adminSocket: `${dirs.run}/caddy-admin.sock`,
      logDir: dirs.logs,
      quiet,
      onExit: (code) => onCrash?.("Caddy", code),
    });
  } catch (error) {
    await pb.stop();
    throw error;
  }
  // The push sender: supervised on its own (a crash restarts it; it never stops the site).
  let sender = null;
  let senderRuns = null; // { release: its pushSender fingerprint, pbUrl }
  const followSender = async () => {
    if (senderRuns && senderRuns.release === active.pushSender && senderRuns.pbUrl === pb.url) return;
    const options = senderOptions(config, { release: active, site, pbUrl: pb.url, quiet });
    if (!options) {
      if (sender) log(`[prod] release ${active.id} has no push sender (built before it existed): stopped`);
      await sender?.stop();
      sender = null;
    } else if (sender) await sender.restart(options);
    else
      sender = superviseSender({
        ...options,
        log: (line) => log(`[prod] ${line}`),
        onChange: onSenderChange,
      });
    senderRuns = { release: active.pushSender, pbUrl: pb.url };
  };
  await followSender();
  let switching = false;

  /** Serves another release. Returns { restartedPocketBase, gapMs, migrations }. */
  async function switchTo(id, { restart = false, progress = log } = {}) {
    if (switching) throw new Error("another deploy or rollback is running; try again when it has finished");
    switching = true;
    try {
      const next = readRelease(dirs, id);
      if (!next) throw new Error(`no release ${id} in ${dirs.releases}`);
      if (next.siteOrigin !== site) {
        throw new Error(`release ${id} was built for ${next.siteOrigin}, but this stack serves ${site}`);
      }
      const nextPaths = releasePaths(dirs, next);
      const caddyNext = {
        caddyfile: nextPaths.caddyfile,
        distDir: nextPaths.dist,
        previousDistDir: paths.dist,
        releaseId: next.id,
      };
      await caddy.validate(caddyNext);
      const migrations = newMigrations(next, active);
      const restartPb = restart || next.server !== active.server;
      let gapMs = null;
      if (restartPb) {
        progress(
          `[switch] PocketBase restarts on ${next.id}` +
            (migrations.length
              ? ` and applies ${migrations.join(", ")}`
              : restart
                ? " (asked for)"
                : " (hooks or binary changed)"),
        );
        // The new PocketBase listens on the other port of the pair (PB_PORT, PB_PORT + 1).
        const oldPort = pb.port;
        const newPort = oldPort === config.pbPort ? config.pbPort + 1 : config.pbPort;
        if ((await probePort("127.0.0.1", newPort)) !== "free") {
          throw new Error(
            `port ${newPort} (PocketBase's while it restarts: PB_PORT or PB_PORT + 1) is in use`,
          );
        }
        const toNew = { ...caddyNext, pbUpstream: `127.0.0.1:${newPort}` };
        const old = pb;
        let heldAt = null;
        let stoppedAt = null;
        if (!migrations.length) {
          // Same schema: the new one starts beside the old one, Caddy sends new requests to it, and
          // the old one stops once its requests are done. Nothing is held.
          pb = await startReleasePocketBase(pbArgs(next, newPort));
          setCurrent(dirs, next.id);
          await drainAndStop({ port: oldPort, hold: () => caddy.reload(toNew), stop: () => old.stop() });
        } else {
          // New migrations never run beside a server using the old schema: Caddy points at the new
          // port first (a refused connection is retried, so requests wait), the old one finishes its
          // requests and stops, then the new one migrates and starts. Caddy 2.6 cannot resend a
          // request body, so a write that arrives during this gap fails (502); reads wait.
          heldAt = await drainAndStop({
            port: oldPort,
            hold: () => caddy.reload({ pbUpstream: `127.0.0.1:${newPort}` }),
            stop: () => old.stop(),
          });
          stoppedAt = performance.now();
          try {
            pb = await startReleasePocketBase(pbArgs(next, newPort));
          } catch (error) {
            progress(
              `[switch] PocketBase did not start on ${next.id} (${error.message}); starting ${active.id} again`,
            );
            pb = await startReleasePocketBase(pbArgs(active, newPort));
            throw new Error(
              `PocketBase did not start on release ${next.id}; still serving ${active.id}. Its output above says why.`,
            );
          }
          setCurrent(dirs, next.id);
          await caddy.reload(toNew);
        }
        gapMs = heldAt === null ? 0 : Math.round(performance.now() - heldAt);
        progress(
          heldAt === null
            ? `[switch] PocketBase 127.0.0.1:${newPort} took over; the old one stopped after its last request (PocketBase was unreachable for 0 ms)`
            : `[switch] PocketBase 127.0.0.1:${newPort} was unreachable for ${gapMs} ms (draining and stopping ${Math.round(stoppedAt - heldAt)} ms, starting ${Math.round(performance.now() - stoppedAt)} ms; Caddy held the requests meanwhile)`,
        );
      } else {
        progress("[switch] PocketBase keeps running (same hooks, migrations and binary)");
      }
      if (!restartPb) {
        setCurrent(dirs, next.id);
        await caddy.reload(caddyNext);
      }
      active = next;
      paths = nextPaths;
      progress(`[switch] serving ${next.id} (Caddy reloaded: new files and CSP together)`);
      return { restartedPocketBase: restartPb, gapMs, migrations, pbPort: pb.port };
    } finally {
      // Also after a failed switch: PocketBase may run on the other port now.
      try {
        const before = senderRuns;
        await followSender();
        if (senderRuns !== before) progress(`[switch] push sender restarted (PocketBase ${pb.url})`);
      } catch (error) {
        progress(`[switch] push sender did not restart: ${error.message}`);
      }
      switching = false;
    }
  }

  return {
    get release() {
      return active;
    },
    get pb() {
      return pb;
    },
    caddy,
    get sender() {
      return sender?.state() ?? null;
    },
    switchTo,
    async stop() {
      await caddy.stop();
      await sender?.stop();
      await pb.stop();
    },
  };
}
