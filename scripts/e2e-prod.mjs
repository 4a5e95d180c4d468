// `npm run test:prod`: the smoke suite (e2e/prod) against the production stack exactly as an
// operator runs it: `npm run prod` (scripts/prod.mjs) on a throwaway data root and free ports,
// with nightly backups going to a local S3-compatible server (s3rver) as they would to a bucket
// off the machine. Chromium trusts Caddy's local CA by its key (--ignore-certificate-errors-spki-list),
// so service workers register as on a real domain. The tests run the real ops commands
// (npm run deploy, rollback, backup, restore) against this stack through PROD_ENV.
import { X509Certificate, createHash, randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { startMockPushService } from "./lib/mock-push.mjs";
import { ROOT, freePort } from "./lib/pocketbase-server.mjs";
import { pidAlive, stackState } from "./lib/stack-control.mjs";
import { seed } from "./seed.mjs";

const work = mkdtempSync(path.join(tmpdir(), "chaekdongne-prod-"));
const [httpsPort, httpPort, pbPort, s3Port] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const admin = { email: "admin@chaekdongne.local", password: randomBytes(12).toString("hex") };
const s3 = { bucket: "chaekdongne-backups", dir: path.join(work, "s3") };
// Web Push goes to a local push service (the browsers' are on the internet): its origin is allowed
// as the operator would allow none, and the stack's push sender delivers there.
const push = await startMockPushService();

// What an operator puts in CHAEKDONGNE_ENV_FILE (docs/deployment.md "Configuration").
const prodEnv = {
  CHAEKDONGNE_DATA_DIR: path.join(work, "data"),
  SITE_ADDRESS: `https://localhost:${httpsPort}`,
  HTTP_PORT: String(httpPort),
  PB_PORT: String(pbPort),
  CHAEKDONGNE_SETTINGS_KEY: randomBytes(16).toString("hex"),
  CHAEKDONGNE_BACKUP_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  CHAEKDONGNE_BACKUP_S3_BUCKET: s3.bucket,
  CHAEKDONGNE_BACKUP_S3_REGION: "ap-northeast-2",
  CHAEKDONGNE_BACKUP_S3_ACCESS_KEY: "S3RVER",
  CHAEKDONGNE_BACKUP_S3_SECRET: "S3RVER",
  CHAEKDONGNE_BACKUP_S3_FORCE_PATH_STYLE: "true",
  // 카카오 sign-in configured as an operator does (pb_hooks/oauth2.pb.js): the smoke suite checks the
  // button and the redirect (it never reaches Kakao: there is no internet here).
  KAKAO_CLIENT_ID: process.env.KAKAO_CLIENT_ID ?? "kakao-rest-api-key-prod-smoke",
  CHAEKDONGNE_PUSH_ORIGINS: push.url,
};

let status = 1;
let prod;
let s3server;
const prodLog = path.join(work, "prod.log");
try {
  mkdirSync(s3.dir);
  s3server = new S3rver({
    address: "127.0.0.1",
    port: s3Port,
    silent: true,
    directory: s3.dir,
    configureBuckets: [{ name: s3.bucket }],
  });
  await s3server.run();

  // npm run prod, as the operator starts it the first time (the admin from the environment once).
  prod = spawn(process.execPath, [path.join(ROOT, "scripts", "prod.mjs")], {
    cwd: ROOT,
    env: { ...process.env, ...prodEnv, PB_ADMIN_EMAIL: admin.email, PB_ADMIN_PASSWORD: admin.password },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise((resolve, reject) => {
    const onData = (d) => {
      output += d;
      if (output.includes("[prod] ready")) resolve();
    };
    prod.stdout.on("data", onData);
    prod.stderr.on("data", onData);
    prod.once("exit", (code) =>
      reject(new Error(`npm run prod exited (${code}) before it was ready:\n${output}`)),
    );
  });
  await ready;
  // Keep its output for a failing test's report, without flooding the test's own output.
  const logFile = createWriteStream(prodLog);
  logFile.write(output);
  prod.stdout.pipe(logFile);
  prod.stderr.pipe(logFile);

  const pbUrl = `http://127.0.0.1:${pbPort}`;
  await seed(pbUrl, admin);

  const pki = path.join(
    prodEnv.CHAEKDONGNE_DATA_DIR,
    "caddy",
    "data",
    "caddy",
    "pki",
    "authorities",
    "local",
  );
  const spki = ["root.crt", "intermediate.crt"].map((f) =>
    createHash("sha256")
      .update(
        new X509Certificate(readFileSync(path.join(pki, f))).publicKey.export({
          type: "spki",
          format: "der",
        }),
      )
      .digest("base64"),
  );
  const env = {
    ...process.env,
    PROD_SITE_URL: prodEnv.SITE_ADDRESS,
    PROD_CA_SPKI: spki.join(","),
    // Playwright's own HTTP client (the `request` fixture) and Node's fetch trust the same local CA.
    NODE_EXTRA_CA_CERTS: path.join(pki, "root.crt"),
    PROD_ENV: JSON.stringify(prodEnv),
    PROD_S3_DIR: path.join(s3.dir, s3.bucket),
    PROD_LOG: prodLog,
    E2E_PB_URL: pbUrl,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_PUSH_URL: push.url,
    E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, "test-results", `prod-${process.pid}`),
  };
  const playwright = path.join(ROOT, "node_modules", ".bin", "playwright");
  const run = spawn(playwright, ["test", "--config", "playwright.prod.config.ts", ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: "inherit",
    env,
  });
  status = await new Promise((resolve) => run.once("exit", (code) => resolve(code ?? 1)));
  if (status !== 0) {
    mkdirSync(env.E2E_OUTPUT_DIR, { recursive: true });
    copyFileSync(prodLog, path.join(env.E2E_OUTPUT_DIR, "prod.log"));
    console.error(`[test:prod] npm run prod's output: ${path.join(env.E2E_OUTPUT_DIR, "prod.log")}`);
  }
} catch (error) {
  console.error(error);
} finally {
  if (prod && prod.exitCode === null) {
    // Stopping the stack stops the push sender it names (after e2e/prod/ops.spec.ts crashed one:
    // the restarted one), as the operator's systemd stop does.
    const sender = stackState({ run: path.join(prodEnv.CHAEKDONGNE_DATA_DIR, "run") })?.pushSender?.pid;
    const exited = new Promise((resolve) => prod.once("exit", resolve));
    prod.kill("SIGTERM");
    await exited;
    if (pidAlive(sender)) {
      console.error(`[test:prod] the stopped stack left its push sender (pid ${sender}) running`);
      process.kill(sender, "SIGKILL");
      status = 1;
    }
  }
  await s3server?.close();
  await push.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
