// `npm run prod`: the production stack on this machine, one command (docs/deployment.md).
// Builds a release of this checkout for SITE_ADDRESS into the data root, then runs PocketBase
// (loopback only) behind Caddy (deploy/Caddyfile) and the push sender beside it (push-sender/), and
// stays in front, supervising them:
//   --no-build   start the current release as it is (what systemd runs: a restart never builds)
// It refuses, before building or touching anything, when another stack owns the data root or a
// port it needs is taken. While it runs, `npm run deploy` and `npm run rollback` switch releases
// through it (scripts/lib/release-stack.mjs).
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, opsConfig } from "./lib/ops-config.mjs";
import { checkPorts } from "./lib/port-check.mjs";
import { ROOT } from "./lib/pocketbase-server.mjs";
import { startReleaseStack } from "./lib/release-stack.mjs";
import { buildRelease, readRelease, setCurrent } from "./lib/releases.mjs";
import { acquireStack, stackState } from "./lib/stack-control.mjs";

const say = (line) => console.log(`[prod] ${line}`);
const refuse = (line, code = 1) => {
  console.error(`[prod] ${line}`);
  process.exit(code);
};

let config;
try {
  config = opsConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message, 2);
  throw error;
}
const { dirs } = config;
const noBuild = process.argv.includes("--no-build");

// Production data used to live in the checkout (pb_data_prod/, .caddy/): never start empty beside it.
const legacy = path.join(ROOT, "pb_data_prod");
if (existsSync(legacy) && !existsSync(dirs.pbData)) {
  refuse(
    `Found production data in the checkout (${legacy}). Data now lives outside it, in ${dirs.root}:\n` +
      `       mkdir -p ${dirs.root} && mv ${legacy} ${dirs.pbData} && mv ${path.join(ROOT, ".caddy")} ${dirs.caddy}\n` +
      `       (or set CHAEKDONGNE_DATA_DIR), then run npm run prod again.`,
  );
}

let stack = null;
const lock = await acquireStack(dirs, async (message, reply) => {
  if (message.cmd === "status") {
    return reply({
      done: true,
      ok: true,
      ...stackState(dirs),
      running: !!stack,
      pushSender: stack?.sender ?? null,
    });
  }
  if (message.cmd === "switch") {
    if (!stack) throw new Error("the stack is still starting; try again in a moment");
    const result = await stack.switchTo(message.release, {
      restart: !!message.restart,
      progress: (line) => {
        say(line.replace(/^\[switch\] /, ""));
        reply({ line });
      },
    });
    lock.writeState(state());
    return reply({ done: true, ok: true, release: message.release, ...result });
  }
  throw new Error(`unknown request ${message.cmd}`);
});
if (!lock) {
  const other = stackState(dirs);
  refuse(
    `Another stack already runs on ${dirs.root}` +
      (other ? ` (pid ${other.pid}, since ${other.startedAt}, serving ${other.site})` : "") +
      ".\n       Nothing was built, migrated or started. To ship this checkout: npm run deploy. To go back: npm run rollback.",
  );
}

let site;
let release = readRelease(dirs, "current");
try {
  site = config.site ?? (noBuild ? release?.siteOrigin : null) ?? "https://localhost:8443";
  const listen = config.listenFor(site);
  const httpsPort = Number(new URL(site).port || 443);
  const { problems, hosts } = await checkPorts([
    { name: "HTTPS", port: httpsPort, hosts: listen },
    { name: "HTTP_PORT", port: config.httpPort, hosts: listen },
    { name: "PB_PORT", port: config.pbPort, hosts: ["127.0.0.1"] },
    { name: "PB_PORT + 1, for restarts", port: config.pbPort + 1, hosts: ["127.0.0.1"] },
  ]);
  if (problems.length) {
    throw new Error(
      `Cannot start: ${problems.join("; ")}.\n       Another program (or another stack with a different CHAEKDONGNE_DATA_DIR) listens there; stop it or choose other ports (SITE_ADDRESS, HTTP_PORT, PB_PORT).`,
    );
  }
  config.listenFor = () => hosts.HTTPS;
  if (noBuild && !release)
    throw new Error(`No release in ${dirs.root} yet: run npm run prod (without --no-build) once.`);
  if (noBuild && release.siteOrigin !== site) {
    throw new Error(
      `The current release ${release.id} was built for ${release.siteOrigin}, not SITE_ADDRESS=${site}: run npm run prod without --no-build.`,
    );
  }
  if (config.underTemp)
    say(
      `note: the data root ${dirs.root} is under the system temp dir (fine for tests, not for production).`,
    );
  if (!noBuild) {
    release = buildRelease(dirs, { siteOrigin: site });
    setCurrent(dirs, release.id);
  }
} catch (error) {
  lock.release();
  refuse(error.message);
}

const admin =
  config.env.PB_ADMIN_EMAIL && config.env.PB_ADMIN_PASSWORD
    ? { email: config.env.PB_ADMIN_EMAIL, password: config.env.PB_ADMIN_PASSWORD }
    : null;
const startedAt = new Date().toISOString();
const state = () => ({
  pid: process.pid,
  startedAt,
  site,
  pbUrl: stack?.pb.url ?? `http://127.0.0.1:${config.pbPort}`,
  release: stack?.release.id ?? release.id,
  pushSender: stack?.sender ?? null,
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  lock.release();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  stack = await startReleaseStack({
    config,
    release,
    site,
    admin,
    quiet: process.env.PROD_QUIET === "1",
    // run/stack.json names the sender running now: rewritten at each of its (re)starts and exits.
    onSenderChange: () => {
      if (stack && !stopping) lock.writeState(state());
    },
    onCrash: (which, code) => {
      if (stopping) return;
      console.error(`[prod] ${which} stopped on its own (${code}); stopping the stack.`);
      shutdown(1);
    },
  });
} catch (error) {
  console.error(`[prod] The stack did not start: ${error.message}`);
  await shutdown(1);
}
lock.writeState(state());

say(`책동네 at ${site} (release ${release.id}; PocketBase 127.0.0.1:${config.pbPort}; data in ${dirs.root})`);
say(`Admin UI (this machine only): http://127.0.0.1:${config.pbPort}/_/`);
say(
  stack.sender
    ? `Push sender running (pid ${stack.sender.pid}; VAPID keys in ${path.join(dirs.pbData, "push")})`
    : `No push sender: release ${release.id} was built before it existed (npm run deploy builds one)`,
);
// PocketBase sends its admin UI to the installer while no admin exists.
const adminPage = await fetch(`http://127.0.0.1:${config.pbPort}/_/`, { redirect: "manual" }).catch(
  () => null,
);
if (adminPage?.headers.get("location")?.includes("installer")) {
  say("No admin yet: set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD for one start, or see docs/deployment.md.");
}
if (new URL(site).hostname === "localhost")
  say(`Local CA root to trust in a browser: ${stack.caddy.rootCertificate}`);
say("ready");
