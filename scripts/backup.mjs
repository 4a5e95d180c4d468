// `npm run backup` (docs/deployment.md "Backups"): PocketBase's own backup (a zip of pb_data:
// database, uploaded files, logs) made by the running server, kept where PocketBase keeps its
// backups (pb_data/backups, or the S3 bucket of CHAEKDONGNE_BACKUP_S3_* off the machine), and
// downloaded into BACKUP_DIR (default <data root>/backups, readable by this user only).
//   The server: PB_URL, else 127.0.0.1:PB_PORT, else the stack running on CHAEKDONGNE_DATA_DIR.
//   PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD: an admin of that server.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import PocketBase from "pocketbase";
import { ConfigError, opsConfig, pocketBaseUrl } from "./lib/ops-config.mjs";

const fail = (ko, en, code = 1) => {
  console.error(`[backup] ${ko}\n         ${en}`);
  process.exit(code);
};

let config;
try {
  config = opsConfig();
} catch (error) {
  if (error instanceof ConfigError) fail("설정이 잘못됐어요.", error.message, 2);
  throw error;
}
const url = pocketBaseUrl(config);
const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = config.env;
if (!email || !password) {
  fail(
    "관리자 계정(PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD)을 알려 주세요.",
    `Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD (an admin of the server at ${url}).`,
    2,
  );
}

/** What went wrong, in one sentence each language: never the SDK's stack. */
function explain(error, step) {
  const status = error?.status;
  if (status === 0 || error?.cause?.code === "ECONNREFUSED" || error?.name === "TypeError") {
    return [
      `${url}에서 PocketBase가 응답하지 않아요. 서버가 실행 중인지, PB_PORT나 PB_URL이 맞는지 확인해 주세요.`,
      `No PocketBase answers at ${url}. Is the stack running? Check PB_PORT or PB_URL.`,
    ];
  }
  if (step === "login" && (status === 400 || status === 401 || status === 404)) {
    return [
      `${url}의 관리자 로그인에 실패했어요. PB_ADMIN_EMAIL과 PB_ADMIN_PASSWORD를 확인해 주세요.`,
      `The admin login at ${url} failed: check PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD.`,
    ];
  }
  const detail = error?.response?.message ?? error?.message ?? String(error);
  return [
    `백업하지 못했어요 (${step}): ${detail}`,
    `The backup failed (${step}, HTTP ${status ?? "?"}): ${detail}`,
  ];
}

const pb = new PocketBase(url);
pb.autoCancellation(false);
let step = "login";
try {
  await pb.admins.authWithPassword(email, password);
  step = "settings";
  const s3 = (await pb.settings.getAll()).backups?.s3;
  const name = `chaekdongne-${new Date().toISOString().replace(/[:.]/g, "-")}.zip`.toLowerCase();
  step = "create";
  await pb.backups.create(name);
  step = "download";
  const token = await pb.files.getToken();
  const res = await fetch(pb.backups.getDownloadUrl(token, name));
  if (!res.ok) throw Object.assign(new Error(`download answered ${res.status}`), { status: res.status });
  const dir = path.resolve(config.env.BACKUP_DIR ?? config.dirs.backups);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const out = path.join(dir, name);
  writeFileSync(out, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
  chmodSync(out, 0o600);
  const kept = s3?.enabled
    ? `S3 bucket "${s3.bucket}" at ${s3.endpoint} (off this machine)`
    : "pb_data/backups on the server (copy it off the machine: docs/deployment.md)";
  console.log(`[backup] ${out}`);
  console.log(`[backup] PocketBase also keeps ${name} in ${kept}.`);
} catch (error) {
  const [ko, en] = explain(error, step);
  fail(ko, en);
}
