// `npm run restore SOURCE` (docs/deployment.md "Backups"): puts a backup back with PocketBase
// 0.22's own restore (core/base_backup.go RestoreBackup: extract, swap pb_data except backups/,
// re-exec the same process). SOURCE is
//   - a zip file made by `npm run backup` or the nightly schedule, or
//   - the name of a backup PocketBase keeps (pb_data/backups, or the S3 bucket of
//     CHAEKDONGNE_BACKUP_S3_* off the machine), or `latest` for the newest; `--list` lists them.
// Where it goes:
//   - PocketBase running (PB_URL, else 127.0.0.1:PB_PORT, else the stack on CHAEKDONGNE_DATA_DIR):
//     needs PB_ADMIN_EMAIL/PB_ADMIN_PASSWORD; makes a safety backup first, restores; the server
//     restarts itself on the same address and keeps running.
//   - Nothing answering there: restores into the stopped data dir (PB_DATA_DIR, else
//     <data root>/pb_data). The old contents are moved aside (never deleted); a temporary
//     PocketBase on a free loopback port, with the operator's settings (S3, settings key), does the
//     restore and is stopped again. Start the server afterwards (`npm run prod -- --no-build`).
// How it knows the restart happened: a throwaway admin is created just before the restore; it
// exists in the old database only, so once its login fails the server runs on the restored data.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import PocketBase from "pocketbase";
import { ConfigError, opsConfig, pocketBaseUrl, productionFlags } from "./lib/ops-config.mjs";
import { freePort, isHealthy, startPocketBase } from "./lib/pocketbase-server.mjs";

const log = (ko, en) => console.log(`[restore] ${ko}\n          ${en}`);
const fail = (ko, en, code = 1) => {
  console.error(`[restore] ${ko}\n          ${en}`);
  process.exit(code);
};
const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let config;
try {
  config = opsConfig();
} catch (error) {
  if (error instanceof ConfigError) fail("설정이 잘못됐어요.", error.message, 2);
  throw error;
}
const url = pocketBaseUrl(config);
const dataDir = path.resolve(config.env.PB_DATA_DIR ?? config.dirs.pbData);

const source = process.argv[2];
if (!source) {
  fail(
    "복원할 백업을 알려 주세요: npm run restore <zip 파일 | 백업 이름 | latest> (목록: npm run restore -- --list)",
    "Give the backup to restore: npm run restore <zip file | backup name | latest> (list: npm run restore -- --list)",
    2,
  );
}
// A file on this machine, or a backup PocketBase keeps (its name as PocketBase lists it).
const storedName = /^[\w@.-]+$/.test(source) && !existsSync(source) ? source : null;
let zip = null;
let zipPath = null;
if (source !== "--list" && !storedName) {
  zipPath = path.resolve(process.cwd(), source);
  if (!existsSync(zipPath)) fail(`파일이 없어요: ${zipPath}`, `No such file: ${zipPath}`, 2);
  zip = readFileSync(zipPath);
  // A PocketBase backup is a zip (PK\3\4) holding data.db at its root; PocketBase checks it again.
  if (zip.readUInt32LE(0) !== 0x04034b50 || !zip.includes("data.db")) {
    fail(
      "PocketBase 백업 zip이 아니에요 (data.db가 없어요).",
      "Not a PocketBase backup zip (no data.db).",
      2,
    );
  }
}
// The backups filesystem accepts plain names only; unique so an upload never clashes.
const key = zipPath
  ? `restore_${stamp()}_${path
      .basename(zipPath)
      .toLowerCase()
      .replace(/[^a-z0-9_.-]/g, "_")}`
  : null;

/** The stored backup to restore: `latest` is the newest one. Fails when there is none. */
async function pickStored(pb) {
  const list = await pb.backups.getFullList();
  const byDate = list.sort((a, b) => b.modified.localeCompare(a.modified));
  const found = storedName === "latest" ? byDate[0] : byDate.find((b) => b.key === storedName);
  if (!found) {
    fail(
      `백업이 없어요: ${storedName}. 있는 백업: ${byDate.map((b) => b.key).join(", ") || "없음"}`,
      `No such backup: ${storedName}. Stored backups: ${byDate.map((b) => b.key).join(", ") || "none"}`,
      2,
    );
  }
  return found.key;
}

const newClient = (at = url) => {
  const pb = new PocketBase(at);
  pb.autoCancellation(false);
  return pb;
};

/** PocketBase's health: "busy" while a backup/restore runs (canBackup false), "down" when it does not answer. */
async function health(at) {
  try {
    const res = await fetch(`${at}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return "down";
    return (await res.json())?.data?.canBackup === false ? "busy" : "ready";
  } catch {
    return "down";
  }
}

/**
 * Starts the restore of `name` on the server at `at` and waits until it runs on the restored data.
 * During the swap the old process may already read the new files (a fresh SQLite connection), so
 * "the sentinel is gone" counts only between two "ready" answers: the restore holds canBackup
 * false until the process has re-executed itself.
 */
async function restoreAndWait(at, pb, name, sentinel, timeoutMs = 180_000) {
  await pb.backups.restore(name);
  log(
    `복원을 시작했어요 (${name}). PocketBase가 데이터를 바꾸고 스스로 다시 시작해요…`,
    `Restore of ${name} started; PocketBase swaps pb_data and restarts itself…`,
  );
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    await sleep(200);
    if ((await health(at)) !== "ready") continue; // swapping or restarting
    let gone = false;
    try {
      await newClient(at).admins.authWithPassword(sentinel.email, sentinel.password);
    } catch (error) {
      gone = error?.status === 400; // the old database (with the sentinel) is gone
    }
    if (gone && (await health(at)) === "ready") return;
  }
  throw new Error("timeout");
}

const sentinelAdmin = () => ({
  email: `restore-check-${randomBytes(4).toString("hex")}@example.com`,
  password: randomBytes(18).toString("hex"),
});

/** A temporary PocketBase, loopback only, with the operator's settings (S3, settings key). */
const temporaryServer = async (dir, admin) =>
  startPocketBase({
    dataDir: dir,
    port: await freePort(),
    admin,
    origins: ["http://127.0.0.1"],
    extraArgs: productionFlags,
    extraEnv: config.env,
  });

async function adminClient() {
  const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = config.env;
  if (!email || !password) {
    fail(
      `${url}에서 PocketBase가 실행 중이에요. 관리자 계정(PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD)을 알려 주세요. 서버를 멈추고 실행하면 데이터 폴더(${dataDir})에 바로 복원해요.`,
      `PocketBase is running at ${url}: set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD, or stop it to restore into ${dataDir} directly.`,
      2,
    );
  }
  const pb = newClient();
  await pb.admins.authWithPassword(email, password);
  return pb;
}

function printList(list) {
  for (const b of list.sort((a, z) => z.modified.localeCompare(a.modified)))
    console.log(`${b.modified}  ${String(b.size).padStart(12)}  ${b.key}`);
  if (!list.length) log("백업이 없어요.", "No backups.");
}

async function listBackups() {
  if (await isHealthy(url)) return printList(await (await adminClient()).backups.getFullList());
  // Stopped: a throwaway server with the same settings lists what it can reach (S3 if configured);
  // local zips are in <pb_data>/backups.
  const local = path.join(dataDir, "backups");
  if (existsSync(local)) log(`이 서버의 백업 폴더: ${local}`, `Local backups: ${local}`);
  const sentinel = sentinelAdmin();
  const server = await temporaryServer(undefined, sentinel);
  try {
    const pb = newClient(server.url);
    await pb.admins.authWithPassword(sentinel.email, sentinel.password);
    printList(await pb.backups.getFullList());
  } finally {
    await server.stop();
  }
}

async function restoreRunning() {
  const pb = await adminClient();
  const name = storedName ? await pickStored(pb) : key;
  const safety = `pre_restore_${stamp()}.zip`;
  await pb.backups.create(safety);
  log(
    `복원 전 지금 데이터를 서버의 백업 저장소에 백업했어요: ${safety}`,
    `Safety backup of the current data in the server's backups storage: ${safety}`,
  );
  if (zip) await pb.backups.upload({ file: new File([zip], key, { type: "application/zip" }) });
  const sentinel = sentinelAdmin();
  const created = await pb.admins.create({ ...sentinel, passwordConfirm: sentinel.password });
  try {
    await restoreAndWait(url, pb, name, sentinel);
  } catch {
    await pb.admins.delete(created.id).catch(() => {});
    fail(
      "복원이 끝나지 않았어요. 서버는 이전 데이터로 실행 중이에요. PocketBase 로그를 확인해 주세요.",
      "The restore did not finish; the server still runs on the old data. Check PocketBase's log.",
    );
  }
  log(
    `복원했어요: ${zipPath ?? name} → ${url} (같은 주소에서 다시 실행 중이에요).`,
    `Restored ${zipPath ?? name} into the running server at ${url}; it restarted on the same address.`,
  );
}

async function restoreStopped() {
  log(
    `${url}에서 실행 중인 PocketBase가 없어요. 멈춘 데이터 폴더에 복원해요: ${dataDir}`,
    `No PocketBase answers at ${url}: restoring into the stopped data dir ${dataDir}`,
  );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const current = readdirSync(dataDir).filter((n) => n !== "backups" && n !== ".pb_temp_to_delete");
  if (current.length) {
    const aside = `${dataDir}.before-restore-${stamp()}`;
    mkdirSync(aside, { mode: 0o700 });
    for (const name of current) renameSync(path.join(dataDir, name), path.join(aside, name));
    log(
      `지금 있던 데이터는 지우지 않고 옮겨 두었어요: ${aside}`,
      `The data that was there is kept (moved) at ${aside}`,
    );
  }
  mkdirSync(path.join(dataDir, "backups"), { recursive: true });
  if (zip) copyFileSync(zipPath, path.join(dataDir, "backups", key));
  const sentinel = sentinelAdmin();
  // PocketBase's own restore needs a running server: a temporary one, admin = sentinel.
  const server = await temporaryServer(dataDir, sentinel);
  let name = key;
  try {
    const pb = newClient(server.url);
    await pb.admins.authWithPassword(sentinel.email, sentinel.password);
    if (storedName) name = await pickStored(pb);
    await restoreAndWait(server.url, pb, name, sentinel);
  } catch (error) {
    await server.stopOnly();
    fail(`복원하지 못했어요: ${error.message}`, `Restore failed: ${error.message}`);
  }
  await server.stopOnly();
  if (zip) rmSync(path.join(dataDir, "backups", key), { force: true });
  log(
    `복원했어요: ${zipPath ?? name} → ${dataDir}. 이제 서버를 시작하세요 (npm run prod -- --no-build).`,
    `Restored ${zipPath ?? name} into ${dataDir}. Start the server now (npm run prod -- --no-build).`,
  );
}

try {
  if (source === "--list") await listBackups();
  else if (await isHealthy(url)) await restoreRunning();
  else await restoreStopped();
} catch (error) {
  const detail = error?.response?.message ?? error?.message ?? String(error);
  fail(`복원하지 못했어요: ${detail}`, `Restore failed: ${detail}`);
}
