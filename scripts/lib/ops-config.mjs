// Where the production stack keeps its state, and what the operator configured
// (docs/deployment.md "Configuration"). One place for every ops command: npm run prod, deploy,
// rollback, backup and restore read the same data root and the same settings.
//
// The data root (CHAEKDONGNE_DATA_DIR) holds everything production writes, outside the git
// checkout so that `git clean -xfd` or a fresh clone never touches it:
//   pb_data/   PocketBase (database, uploaded files, local backups)
//   caddy/     Caddy's certificates and local CA
//   releases/  built releases (npm run deploy); current -> releases/<id>, previous -> the one before
//   bin/       the PocketBase binaries the releases run (one per version)
//   backups/   zips downloaded by npm run backup
//   logs/      Caddy's access log (rotated)
//   run/       the running stack's control socket and state
import { accessSync, constants, existsSync, readFileSync, realpathSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { ROOT } from "./pocketbase-server.mjs";

export class ConfigError extends Error {}

// PocketBase encrypts its settings (token secrets, SMTP and S3 passwords) with this variable's
// value when set (32 characters), so a backup zip alone does not reveal them.
export const SETTINGS_KEY_ENV = "CHAEKDONGNE_SETTINGS_KEY";

/** Flags every production PocketBase command gets: never dev mode (it logs every SQL statement). */
export const productionFlags = ["--dev=false", `--encryptionEnv=${SETTINGS_KEY_ENV}`];

/**
 * Settings from CHAEKDONGNE_ENV_FILE (KEY=value lines, as systemd's EnvironmentFile) under the
 * process environment: a variable set in the shell wins. Read again whenever PocketBase starts, so
 * `npm run deploy -- --restart` applies an edited file.
 */
export function loadEnv(env = process.env) {
  const file = env.CHAEKDONGNE_ENV_FILE;
  if (!file) return { ...env };
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ConfigError(`CHAEKDONGNE_ENV_FILE=${file} cannot be read (${error.code ?? error.message}).`);
  }
  return { ...parseEnv(text), ...env };
}

const writable = (dir) => {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHAEKDONGNE_DATA_DIR, else /var/lib/chaekdongne where this user may write it, else ~/.local/share/chaekdongne. */
export function defaultDataRoot(env = process.env) {
  const system = "/var/lib/chaekdongne";
  if (existsSync(system) ? writable(system) : writable(path.dirname(system))) return system;
  return path.join(env.XDG_DATA_HOME || path.join(homedir(), ".local", "share"), "chaekdongne");
}

const inside = (dir, parent) => {
  const rel = path.relative(parent, dir);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};
const real = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
};

/**
 * SITE_ADDRESS is the site's URL everywhere (npm run prod, Docker, mails, previews):
 * https://chaekdongne.kr or https://localhost:8443. A bare host is refused with the fix.
 */
export function siteOrigin(value) {
  const raw = String(value ?? "").trim();
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || url.pathname !== "/" || url.search || url.username) {
    throw new ConfigError(
      `SITE_ADDRESS must be the site's https URL, e.g. https://chaekdongne.kr or https://localhost:8443 (got "${raw}").`,
    );
  }
  return url.origin;
}

/**
 * The API origin a production build calls: VITE_PB_URL if given, else SITE_ADDRESS (the site
 * itself: Caddy passes /api/* to PocketBase, so the CSP's connect-src 'self' holds). The Docker
 * recipe builds with SITE_ADDRESS alone (deploy/docker-compose.yml).
 */
export function buildApiOrigin(env = process.env) {
  if (env.VITE_PB_URL) return env.VITE_PB_URL;
  return env.SITE_ADDRESS ? siteOrigin(env.SITE_ADDRESS) : undefined;
}

/** Hosts that never get HSTS or a public listener: this machine's own names. */
export const isLocalHost = (host) =>
  host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "[::1]";

const port = (env, name, fallback) => {
  const raw = env[name] ?? String(fallback);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new ConfigError(`${name} must be a port number (got "${raw}").`);
  return n;
};

/** Everything the ops commands need, from the environment (and CHAEKDONGNE_ENV_FILE). */
export function opsConfig(rawEnv = process.env) {
  const env = loadEnv(rawEnv);
  const root = path.resolve(env.CHAEKDONGNE_DATA_DIR || defaultDataRoot(env));
  if (inside(real(root), real(ROOT))) {
    throw new ConfigError(
      `CHAEKDONGNE_DATA_DIR (${root}) is inside the code checkout ${ROOT}: a git clean or a fresh clone would lose production. Choose a folder outside it, e.g. /var/lib/chaekdongne.`,
    );
  }
  const site = env.SITE_ADDRESS ? siteOrigin(env.SITE_ADDRESS) : null;
  const dirs = {
    root,
    pbData: path.join(root, "pb_data"),
    caddy: path.join(root, "caddy"),
    releases: path.join(root, "releases"),
    bin: path.join(root, "bin"),
    backups: path.join(root, "backups"),
    logs: path.join(root, "logs"),
    run: path.join(root, "run"),
    current: path.join(root, "current"),
    previous: path.join(root, "previous"),
  };
  const key = env.CHAEKDONGNE_SETTINGS_KEY;
  if (key && key.length !== 32) {
    throw new ConfigError(
      "CHAEKDONGNE_SETTINGS_KEY must be exactly 32 characters (e.g. `openssl rand -hex 16`).",
    );
  }
  return {
    rawEnv,
    env,
    dirs,
    /** null when SITE_ADDRESS is unset: the running stack's or the current release's applies. */
    site,
    httpPort: port(env, "HTTP_PORT", 8080),
    pbPort: port(env, "PB_PORT", 8091),
    /** Caddy's listening addresses (CHAEKDONGNE_LISTEN, space or comma separated). */
    listenFor: (origin) => {
      const given = String(env.CHAEKDONGNE_LISTEN ?? "")
        .split(/[\s,]+/)
        .filter(Boolean);
      if (given.length) return given;
      return isLocalHost(new URL(origin).hostname) ? ["127.0.0.1", "[::1]"] : ["0.0.0.0", "[::]"];
    },
    underTemp: inside(real(root), real(tmpdir())),
  };
}

/**
 * The PocketBase of this data root: PB_URL, else the running stack's (run/stack.json: PB_PORT, or
 * PB_PORT + 1 after a restart), else 127.0.0.1:PB_PORT. A PB_PORT naming neither port of the
 * running stack's pair is taken as given.
 */
export function pocketBaseUrl(config) {
  if (config.env.PB_URL) return config.env.PB_URL.replace(/\/$/, "");
  let running = null;
  try {
    running = JSON.parse(readFileSync(path.join(config.dirs.run, "stack.json"), "utf8")).pbUrl;
  } catch {
    running = null;
  }
  const port = running ? Number(new URL(running).port) : null;
  if (running && (!config.env.PB_PORT || port === config.pbPort || port === config.pbPort + 1))
    return running;
  return `http://127.0.0.1:${config.pbPort}`;
}
