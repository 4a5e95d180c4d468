// `npm run restore FILE` (docs/deployment.md): puts a backup zip made by `npm run backup` or the
// nightly schedule back, with PocketBase 0.22's own restore (core/base_backup.go RestoreBackup:
// extract, swap pb_data except backups/, re-exec the same process).
//   - PocketBase running at PB_URL (default the `npm run prod` one, http://127.0.0.1:8091):
//     needs PB_ADMIN_EMAIL/PB_ADMIN_PASSWORD; makes a safety backup first, uploads the zip, restores;
//     the server restarts itself on the same address and keeps running.
//   - Nothing answering there: restores into the stopped data dir PB_DATA_DIR (default pb_data_prod).
//     The old contents are moved aside (never deleted); a temporary PocketBase on a free loopback
//     port does the restore and is stopped again. Start the server afterwards (`npm run prod`).
// How it knows the restart happened: a throwaway admin is created just before the restore; it
// exists in the old database only, so once its login fails the server runs on the restored data.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import PocketBase from "pocketbase";
import { ROOT, freePort, isHealthy, startPocketBase } from "./lib/pocketbase-server.mjs";

const log = (ko, en) => console.log(`[restore] ${ko}\n          ${en}`);
const fail = (ko, en, code = 1) => {
  console.error(`[restore] ${ko}\n          ${en}`);
  process.exit(code);
};
const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const file = process.argv[2];
if (!file) {
  fail(
    "복원할 백업 파일을 알려 주세요: npm run restore backups/chaekdongne-….zip",
    "Give the backup zip to restore: npm run restore backups/chaekdongne-….zip",
    2,
  );
}
const zipPath = path.resolve(process.cwd(), file);
if (!existsSync(zipPath)) fail(`파일이 없어요: ${zipPath}`, `No such file: ${zipPath}`, 2);
const zip = readFileSync(zipPath);
// A PocketBase backup is a zip (PK\3\4) holding data.db at its root; PocketBase checks it again.
if (zip.readUInt32LE(0) !== 0x04034b50 || !zip.includes("data.db")) {
  fail("PocketBase 백업 zip이 아니에요 (data.db가 없어요).", "Not a PocketBase backup zip (no data.db).", 2);
}
const url = (process.env.PB_URL ?? `http://127.0.0.1:${process.env.PB_PORT ?? 8091}`).replace(/\/$/, "");
const dataDir = path.resolve(ROOT, process.env.PB_DATA_DIR ?? "pb_data_prod");
// The backups filesystem accepts plain names only; unique so an upload never clashes.
const key = `restore_${stamp()}_${path
  .basename(zipPath)
  .toLowerCase()
  .replace(/[^a-z0-9_.-]/g, "_")}`;

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
 * Starts the restore of `key` on the server at `at` and waits until it runs on the restored data.
 * During the swap the old process may already read the new files (a fresh SQLite connection), so
 * "the sentinel is gone" counts only between two "ready" answers: the restore holds canBackup
 * false until the process has re-executed itself.
 */
async function restoreAndWait(at, pb, sentinel, timeoutMs = 180_000) {
  await pb.backups.restore(key);
  log(
    "복원을 시작했어요. PocketBase가 데이터를 바꾸고 스스로 다시 시작해요…",
    "Restore started; PocketBase swaps pb_data and restarts itself…",
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

async function restoreRunning() {
  const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = process.env;
  if (!email || !password) {
    fail(
      `${url}에서 PocketBase가 실행 중이에요. 관리자 계정(PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD)을 알려 주세요. 서버를 멈추고 실행하면 데이터 폴더(${dataDir})에 바로 복원해요.`,
      `PocketBase is running at ${url}: set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD, or stop it to restore into ${dataDir} directly.`,
      2,
    );
  }
  const pb = newClient();
  await pb.admins.authWithPassword(email, password);
  const safety = `pre_restore_${stamp()}.zip`;
  await pb.backups.create(safety);
  log(
    `복원 전 지금 데이터를 서버에 백업했어요: ${safety} (pb_data/backups)`,
    `Safety backup of the current data on the server: ${safety}`,
  );
  await pb.backups.upload({ file: new File([zip], key, { type: "application/zip" }) });
  const sentinel = sentinelAdmin();
  const created = await pb.admins.create({ ...sentinel, passwordConfirm: sentinel.password });
  try {
    await restoreAndWait(url, pb, sentinel);
  } catch {
    await pb.admins.delete(created.id).catch(() => {});
    fail(
      "복원이 끝나지 않았어요. 서버는 이전 데이터로 실행 중이에요. PocketBase 로그를 확인해 주세요.",
      "The restore did not finish; the server still runs on the old data. Check PocketBase's log.",
    );
  }
  log(
    `복원했어요: ${zipPath} → ${url} (같은 주소에서 다시 실행 중이에요). 올린 사본 ${key}은 백업 목록에 남아 있어요.`,
    `Restored ${zipPath} into the running server at ${url}; it restarted on the same address. The uploaded copy ${key} stays in its backups.`,
  );
}

async function restoreStopped() {
  log(
    `${url}에서 실행 중인 PocketBase가 없어요. 멈춘 데이터 폴더에 복원해요: ${dataDir}`,
    `No PocketBase answers at ${url}: restoring into the stopped data dir ${dataDir}`,
  );
  mkdirSync(dataDir, { recursive: true });
  const current = readdirSync(dataDir).filter((n) => n !== "backups" && n !== ".pb_temp_to_delete");
  if (current.length) {
    const aside = `${dataDir}.before-restore-${stamp()}`;
    mkdirSync(aside);
    for (const name of current) renameSync(path.join(dataDir, name), path.join(aside, name));
    log(
      `지금 있던 데이터는 지우지 않고 옮겨 두었어요: ${aside}`,
      `The data that was there is kept (moved) at ${aside}`,
    );
  }
  mkdirSync(path.join(dataDir, "backups"), { recursive: true });
  copyFileSync(zipPath, path.join(dataDir, "backups", key));
  const sentinel = sentinelAdmin();
  // PocketBase's own restore needs a running server: a temporary one, loopback only, admin = sentinel.
  const server = await startPocketBase({
    dataDir,
    port: await freePort(),
    admin: sentinel,
    origins: ["http://127.0.0.1"],
  });
  try {
    const pb = newClient(server.url);
    await pb.admins.authWithPassword(sentinel.email, sentinel.password);
    await restoreAndWait(server.url, pb, sentinel);
  } catch (error) {
    await server.stopOnly();
    fail(`복원하지 못했어요: ${error.message}`, `Restore failed: ${error.message}`);
  }
  await server.stopOnly();
  rmSync(path.join(dataDir, "backups", key), { force: true });
  log(
    `복원했어요: ${zipPath} → ${dataDir}. 이제 서버를 시작하세요 (npm run prod).`,
    `Restored ${zipPath} into ${dataDir}. Start the server now (npm run prod).`,
  );
}

if (await isHealthy(url)) await restoreRunning();
else await restoreStopped();
