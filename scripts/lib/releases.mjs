// Releases (docs/deployment.md "Deploys"): each build is a folder of its own under
// <data root>/releases/<id>, complete enough to run without the checkout:
//   dist/            the built SPA for the site's origin (with csp.caddy)
//   pb_hooks/, pb_migrations/, Caddyfile   copies from the checkout at build time
//   push-sender/main.mjs   the push sender bundled with its dependencies (no node_modules needed)
//   release.json     id, commit, site, the PocketBase binary it runs, its server and sender fingerprints
// `current` (a symlink, swapped atomically by rename) names the release the stack serves and
// starts on a restart; `previous` the one before it, for `npm run rollback`.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { HOOKS_DIR, MIGRATIONS_DIR, ROOT, resolvePocketBaseBinary } from "./pocketbase-server.mjs";
import { bundlePushSender } from "./push-sender.mjs";

export const CHECKOUT_CADDYFILE = path.join(ROOT, "deploy", "Caddyfile");
const KEEP = 4; // releases kept besides current and previous

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/** Every file under dir as [relative path, sha256], sorted: what the server runs. */
function treeHashes(dir, prefix) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    out.push([`${prefix}/${path.relative(dir, full)}`, sha256(readFileSync(full))]);
  }
  return out.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The server fingerprint: a release needs a PocketBase restart exactly when its hooks, its
 * migrations or its PocketBase binary differ from what runs.
 */
export function serverFingerprint({ hooksDir, migrationsDir, binarySha }) {
  const lines = [...treeHashes(hooksDir, "pb_hooks"), ...treeHashes(migrationsDir, "pb_migrations")];
  return sha256(`${binarySha}\n${lines.map((l) => l.join(" ")).join("\n")}`);
}

/** Migration files a release has that another one (the running release) lacks. */
export function newMigrations(release, running) {
  const had = new Set(running?.migrations ?? []);
  return release.migrations.filter((m) => !had.has(m));
}

function gitDescribe() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=10", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return { commit, dirty: dirty.length > 0 };
  } catch {
    return { commit: "unknown", dirty: false };
  }
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** `vite build` of the checkout with the API on the site's own origin. Returns the exit status. */
export function buildSite({ siteOrigin, distDir, env = {} }) {
  const vite = path.join(ROOT, "node_modules", ".bin", "vite");
  return (
    spawnSync(vite, ["build", "--logLevel", "warn", "--emptyOutDir"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env, VITE_PB_URL: siteOrigin, DIST_DIR: distDir },
    }).status ?? 1
  );
}

/**
 * The PocketBase binary of this checkout, kept once per content under <root>/bin (never under the
 * system temp dir's checkout: PocketBase switches itself to dev mode there).
 */
function installBinary(dirs) {
  const source = resolvePocketBaseBinary();
  const binarySha = sha256(readFileSync(source));
  const target = path.join(dirs.bin, `pocketbase-${binarySha.slice(0, 16)}`);
  if (!existsSync(target)) {
    mkdirSync(dirs.bin, { recursive: true, mode: 0o700 });
    const partial = `${target}.partial-${process.pid}`;
    copyFileSync(source, partial);
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  }
  return { binary: path.relative(dirs.root, target), binarySha };
}

/**
 * Builds a release of the checkout for siteOrigin into <root>/releases/<id> (nothing that runs is
 * touched: the build happens in a folder no server reads). Returns its release.json.
 */
export function buildRelease(dirs, { siteOrigin, env = {}, log = console.log }) {
  mkdirSync(dirs.releases, { recursive: true, mode: 0o700 });
  const { commit, dirty } = gitDescribe();
  let id = `${stamp()}-${commit}${dirty ? "-dirty" : ""}`;
  for (let n = 2; existsSync(path.join(dirs.releases, id)); n++) id = `${stamp()}-${commit}-${n}`;
  const partial = path.join(dirs.releases, `.building-${id}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    log(`[deploy] building release ${id} for ${siteOrigin}`);
    if (buildSite({ siteOrigin, distDir: path.join(partial, "dist"), env }) !== 0)
      throw new Error("the build failed");
    cpSync(HOOKS_DIR, path.join(partial, "pb_hooks"), { recursive: true });
    cpSync(MIGRATIONS_DIR, path.join(partial, "pb_migrations"), { recursive: true });
    copyFileSync(CHECKOUT_CADDYFILE, path.join(partial, "Caddyfile"));
    const senderFile = path.join(partial, "push-sender", "main.mjs");
    if (bundlePushSender(senderFile) !== 0) throw new Error("the push sender's bundle failed");
    const { binary, binarySha } = installBinary(dirs);
    const release = {
      id,
      commit,
      dirty,
      builtAt: new Date().toISOString(),
      siteOrigin,
      binary,
      server: serverFingerprint({
        hooksDir: path.join(partial, "pb_hooks"),
        migrationsDir: path.join(partial, "pb_migrations"),
        binarySha,
      }),
      // The stack restarts the sender when this differs from what runs (or PocketBase moved).
      pushSender: sha256(readFileSync(senderFile)),
      migrations: readdirSync(path.join(partial, "pb_migrations"))
        .filter((f) => f.endsWith(".js"))
        .sort(),
    };
    writeFileSync(path.join(partial, "release.json"), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(partial, path.join(dirs.releases, id));
    return release;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Paths of a release folder. */
export const releasePaths = (dirs, release) => {
  const dir = path.join(dirs.releases, release.id);
  return {
    dir,
    dist: path.join(dir, "dist"),
    hooks: path.join(dir, "pb_hooks"),
    migrations: path.join(dir, "pb_migrations"),
    caddyfile: path.join(dir, "Caddyfile"),
    // Releases built before the sender was bundled have none (release.json lacks pushSender).
    pushSender: release.pushSender ? path.join(dir, "push-sender", "main.mjs") : null,
    binary: path.join(dirs.root, release.binary),
  };
};

/** A release by id, or the one a link (current, previous) names; null if none. */
export function readRelease(dirs, idOrLink) {
  let id = idOrLink;
  if (idOrLink === "current" || idOrLink === "previous") {
    try {
      id = path.basename(readlinkSync(dirs[idOrLink]));
    } catch {
      return null;
    }
  }
  if (!/^[\w.-]+$/.test(id) || id.startsWith(".")) return null;
  try {
    return JSON.parse(readFileSync(path.join(dirs.releases, id, "release.json"), "utf8"));
  } catch {
    return null;
  }
}

/** Points `link` (current or previous) at a release, atomically (a rename over the old link). */
function pointLink(dirs, link, id) {
  const tmp = `${dirs[link]}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(path.join("releases", id), tmp);
  renameSync(tmp, dirs[link]);
}

/** Makes `id` current; the release it replaces becomes previous. Old releases are pruned. */
export function setCurrent(dirs, id) {
  const was = readRelease(dirs, "current");
  if (was && was.id !== id) pointLink(dirs, "previous", was.id);
  pointLink(dirs, "current", id);
  prune(dirs);
}

/** Keeps current, previous and the KEEP newest others; removes PocketBase binaries none of them runs. */
function prune(dirs) {
  const keep = new Set(["current", "previous"].map((l) => readRelease(dirs, l)?.id).filter(Boolean));
  const all = readdirSync(dirs.releases)
    .filter((n) => !n.startsWith("."))
    .sort()
    .reverse();
  let others = 0;
  for (const id of all) {
    if (keep.has(id)) continue;
    if (others++ < KEEP) keep.add(id);
    else rmSync(path.join(dirs.releases, id), { recursive: true, force: true });
  }
  const binaries = new Set([...keep].map((id) => readRelease(dirs, id)?.binary).filter(Boolean));
  if (!existsSync(dirs.bin)) return;
  for (const name of readdirSync(dirs.bin)) {
    const rel = path.relative(dirs.root, path.join(dirs.bin, name));
    const old = Date.now() - statSync(path.join(dirs.bin, name)).mtimeMs > 3600_000;
    if (!binaries.has(rel) && old) rmSync(path.join(dirs.bin, name), { force: true });
  }
}
