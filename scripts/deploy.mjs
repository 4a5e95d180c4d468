// `npm run deploy` and `npm run rollback` (docs/deployment.md "Deploys"):
//   deploy     builds a release of this checkout (in its own folder: nothing running is touched),
//              then switches the running stack to it without downtime
//   rollback   switches back to the previous release (no build)
//   --restart  restart PocketBase even if the release's server side did not change (e.g. after
//              editing CHAEKDONGNE_ENV_FILE)
// With no stack running, the release just becomes current: `npm run prod -- --no-build` or the
// systemd service starts it.
import { ConfigError, opsConfig } from "./lib/ops-config.mjs";
import { newMigrations, buildRelease, readRelease, setCurrent } from "./lib/releases.mjs";
import { requestStack, stackRunning } from "./lib/stack-control.mjs";

const rollback = process.argv.includes("--rollback");
const restart = process.argv.includes("--restart");
const name = rollback ? "rollback" : "deploy";
const say = (line) => console.log(line.startsWith("[") ? line : `[${name}] ${line}`);
const fail = (line, code = 1) => {
  console.error(`[${name}] ${line}`);
  process.exit(code);
};

let config;
try {
  config = opsConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 2);
  throw error;
}
const { dirs } = config;
const running = await stackRunning(dirs);
const current = readRelease(dirs, "current");

let target;
if (rollback) {
  target = readRelease(dirs, "previous");
  if (!target) fail(`There is no previous release in ${dirs.root} to go back to.`);
  const kept = newMigrations(current ?? { migrations: [] }, target);
  if (kept.length) {
    say(
      `note: the database keeps what ${current.id} migrated (${kept.join(", ")}); a rollback does not undo migrations.`,
    );
    say(
      "      To return to the data from before them, restore the backup taken before that deploy (npm run restore).",
    );
  }
} else {
  let site = config.site;
  if (running) {
    const status = await requestStack(dirs, { cmd: "status" });
    if (site && site !== status.site) {
      fail(
        `The running stack serves ${status.site}, not SITE_ADDRESS=${site}. To change the site, stop it and run npm run prod with the new SITE_ADDRESS.`,
      );
    }
    site = status.site;
  }
  site ??= current?.siteOrigin;
  if (!site)
    fail("Set SITE_ADDRESS (e.g. https://chaekdongne.kr): there is no stack or release to take it from.", 2);
  try {
    target = buildRelease(dirs, { siteOrigin: site, log: say });
  } catch (error) {
    fail(`${error.message}; nothing was switched.`);
  }
  const migrations = newMigrations(target, current);
  if (migrations.length) say(`new migrations: ${migrations.join(", ")} (back up first: npm run backup)`);
}

if (!running) {
  setCurrent(dirs, target.id);
  say(
    `${target.id} is now current. No stack runs on ${dirs.root}: npm run prod -- --no-build (or systemctl start chaekdongne) starts it.`,
  );
  process.exit(0);
}

const result = await requestStack(dirs, { cmd: "switch", release: target.id, restart }, ({ line }) =>
  say(line),
).catch((error) => ({ ok: false, error: error.message }));
if (!result.ok) fail(`${result.error}`);
say(
  `done: serving ${target.id}` +
    (result.restartedPocketBase
      ? ` (PocketBase restarted, unreachable for ${result.gapMs} ms)`
      : " (PocketBase kept running)") +
    (rollback ? "" : `; npm run rollback goes back to ${current?.id ?? "the previous release"}`),
);
