import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { createMember } from "../support/fixtures";
import { createClubApi } from "../support/clubs";
import { randomId } from "../support/reviews";
import { expectSameData, sha, snapshot } from "../support/backup-snapshot";
import { appendImageSet } from "../../scripts/lib/image-sizes.mjs";
import { seedImage } from "../../scripts/lib/seed-images.mjs";
import { freePort, startPocketBase } from "../../scripts/lib/pocketbase-server.mjs";
import { productionFlags } from "../../scripts/lib/ops-config.mjs";
import { startCaddy } from "../../scripts/lib/prod-stack.mjs";
import { pidAlive, requestStack, stackState } from "../../scripts/lib/stack-control.mjs";
import { expect, prodEnv, runOps, servedEntry, test } from "./support";

// The operator's side of the production stack (docs/deployment.md), with raw HTTP and the real
// commands: one stack per data root, the web server's edges, backups off the machine.

const dataRoot = () => prodEnv().CHAEKDONGNE_DATA_DIR;
const releases = () => readdirSync(path.join(dataRoot(), "releases")).filter((n) => !n.startsWith("."));
const admin = () => ({ email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });
const adminEnv = () => ({ PB_ADMIN_EMAIL: admin().email, PB_ADMIN_PASSWORD: admin().password });

test("a second npm run prod is refused before it builds or touches anything, and so is one whose port is taken", async () => {
  const served = await servedEntry();
  const before = releases();

  const again = await runOps("prod");
  expect(again.code, again.stdout).toBe(1);
  expect(again.stderr).toContain("Another stack already runs on");
  expect(again.stderr).toContain("npm run deploy");
  expect(again.stdout).not.toContain("ready");
  expect(releases()).toEqual(before); // nothing was built
  expect(await servedEntry()).toBe(served); // the running stack did not notice
  expect((await fetch(`${process.env.E2E_PB_URL}/api/health`)).status).toBe(200);

  // Another data root on the same ports: the ports are taken, and it says which.
  const other = mkdtempSync(path.join(tmpdir(), "chaekdongne-other-"));
  try {
    const clash = await runOps("prod", ["--no-build"], { CHAEKDONGNE_DATA_DIR: other });
    expect(clash.code, clash.stdout).toBe(1);
    expect(clash.stderr).toMatch(
      new RegExp(`port ${new URL(process.env.PROD_SITE_URL!).port} \\(HTTPS\\) is already in use`),
    );
    expect(clash.stderr).toMatch(new RegExp(`port ${prodEnv().PB_PORT} \\(PB_PORT\\) is already in use`));
    expect(existsSync(path.join(other, "pb_data"))).toBe(false);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

test("a push sender that crashes is started again; run/stack.json and the stack's status name the new one", async () => {
  const dirs = { root: dataRoot(), run: path.join(dataRoot(), "run") };
  const named = (): number | null => stackState(dirs)?.pushSender?.pid ?? null;
  const first = named()!;
  expect(first).toEqual(expect.any(Number));
  expect((await requestStack(dirs, { cmd: "status" })).pushSender.pid).toBe(first);
  process.kill(first, "SIGKILL"); // a crash (the stack started this sender for this run)
  await expect.poll(() => named() !== null && named() !== first, { timeout: 20_000 }).toBe(true);
  const second = named()!;
  expect(pidAlive(first)).toBe(false);
  expect(pidAlive(second)).toBe(true);
  expect((await requestStack(dirs, { cmd: "status" })).pushSender.pid).toBe(second);
});

test("the web server's edges: the redirect keeps the port, loopback only, no HSTS on localhost, an access log without tokens", async ({
  request,
}) => {
  const site = new URL(process.env.PROD_SITE_URL!);
  const http = await fetch(`http://localhost:${prodEnv().HTTP_PORT}/main/club?from=http`, {
    redirect: "manual",
  });
  expect(http.status).toBe(308);
  expect(http.headers.get("location")).toBe(`${site.origin}/main/club?from=http`);

  // Listening sockets of Caddy's ports: only on loopback (a localhost site listens nowhere else).
  const listening = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((c) => c[3] === "0A")
      .map((c) => c[1]),
  );
  for (const port of [site.port, prodEnv().HTTP_PORT]) {
    const hex = `:${Number(port).toString(16).toUpperCase().padStart(4, "0")}`;
    const addresses = listening.filter((a) => a.endsWith(hex)).map((a) => a.slice(0, -5));
    expect(addresses.length, `port ${port}`).toBeGreaterThan(0);
    for (const a of addresses)
      expect(["0100007F", "00000000000000000000000001000000"], `port ${port}`).toContain(a);
  }

  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();

  const token = `tok${randomId()}`;
  await request.get(`/resetPassword/${token}`);
  await request.get(`/api/health?token=${token}`, { headers: { Authorization: `Bearer ${token}` } });
  const log = path.join(dataRoot(), "logs", "access.log");
  await expect.poll(() => readFileSync(log, "utf8")).toContain("/resetPassword/REDACTED");
  const text = readFileSync(log, "utf8");
  expect(text).toContain("/api/health?token=REDACTED");
  expect(text).not.toContain(token);
});

test("a real domain gets HSTS (same Caddyfile, a host that is not this machine's)", async () => {
  const work = mkdtempSync(path.join(tmpdir(), "chaekdongne-hsts-"));
  const port = await freePort();
  const caddy = await startCaddy({
    siteOrigin: `https://chaekdongne.test:${port}`,
    distDir: path.join(dataRoot(), "current", "dist"),
    pbUpstream: "127.0.0.1:9",
    caddyHome: work,
    httpPort: await freePort(),
  });
  try {
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = https.get(
        {
          host: "127.0.0.1",
          port,
          path: "/",
          servername: "chaekdongne.test",
          headers: { host: `chaekdongne.test:${port}` },
          rejectUnauthorized: false,
        },
        (res) => {
          res.resume();
          resolve(res.headers);
        },
      );
      req.on("error", reject);
    });
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  } finally {
    await caddy.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test("npm run backup says what is wrong instead of dumping code", async () => {
  const closed = await freePort();
  const down = await runOps("backup", [], { PB_PORT: String(closed), ...adminEnv() });
  expect(down.code).toBe(1);
  expect(down.stderr).toContain(`No PocketBase answers at http://127.0.0.1:${closed}`);
  const wrong = await runOps("backup", [], {
    PB_ADMIN_EMAIL: admin().email,
    PB_ADMIN_PASSWORD: "wrong-password-1234",
  });
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toContain("The admin login at");
  for (const run of [down, wrong]) expect(run.stderr).not.toMatch(/\n\s+at |node_modules|function\(/);
});

test("off-site backup: npm run backup lands in the S3 bucket; restored from there into an empty data root, every record and file is back", async () => {
  test.setTimeout(180_000);
  // Some of everything with files: a member with a review (cover), a club (photo).
  const member = await createMember();
  const review = new FormData();
  for (const [k, v] of Object.entries({
    id: randomId(),
    writer: member.id,
    bookTitle: "오프사이트 백업의 책",
    title: "버킷에서 돌아온 리뷰",
    detail: "<p>다른 기계에서도 돌아와야 해요.</p>",
  }))
    review.append(k, v);
  // The cover as the app uploads it: the picture and its stored sizes (docs/images.md).
  const cover = await seedImage("cover", "e2e");
  appendImageSet(review, cover);
  const pbUser = new PocketBase(process.env.E2E_PB_URL);
  pbUser.authStore.save(member.token, member.record as never);
  const reviewRec = await pbUser.collection("bookReview").create(review);
  await createClubApi(member, { title: `백업 모임 ${Date.now() % 100000}` });

  // The operator's settings as PocketBase holds them: the nightly backup at 04:00 Korea time
  // (19:00 UTC), the bucket; and stored encrypted (CHAEKDONGNE_SETTINGS_KEY): the database file
  // (what a backup carries) does not contain the bucket's secret.
  const pbAdmin = new PocketBase(process.env.E2E_PB_URL);
  await pbAdmin.admins.authWithPassword(admin().email, admin().password);
  const settings = await pbAdmin.settings.getAll();
  expect(settings.backups.cron).toBe("0 19 * * *");
  expect(settings.backups.s3).toMatchObject({
    enabled: true,
    bucket: prodEnv().CHAEKDONGNE_BACKUP_S3_BUCKET,
  });
  const db = path.join(dataRoot(), "pb_data", "data.db");
  for (const file of [db, `${db}-wal`].filter((f) => existsSync(f)))
    expect(readFileSync(file).includes(prodEnv().CHAEKDONGNE_BACKUP_S3_SECRET), file).toBe(false);

  const before = await snapshot(process.env.E2E_PB_URL!, admin());
  expect(before.files[`bookReview/${reviewRec.id}/${reviewRec.img}`]).toBe(sha(cover.img.data));
  for (const f of reviewRec.imgSizes as string[])
    expect(Object.keys(before.files)).toContain(`bookReview/${reviewRec.id}/${f}`);

  const backup = await runOps("backup", [], adminEnv());
  expect(backup.code, backup.stderr).toBe(0);
  const name = /\[backup\] .*\/(chaekdongne-[\w-]+\.zip)/.exec(backup.stdout)![1];
  expect(backup.stdout).toContain(`S3 bucket "${prodEnv().CHAEKDONGNE_BACKUP_S3_BUCKET}"`);
  // In the bucket (the local S3 server's files), not on this machine's pb_data.
  expect(readdirSync(process.env.PROD_S3_DIR!).some((f) => f.startsWith(name))).toBe(true);
  expect(existsSync(path.join(dataRoot(), "pb_data", "backups", name))).toBe(false);
  // The downloaded copy is readable by the operator's user only.
  const local = /\[backup\] (\S+\.zip)/.exec(backup.stdout)![1];
  expect(statSync(local).mode & 0o077).toBe(0);

  // A new machine: an empty data root with the operator's settings; the newest backup in the bucket.
  const fresh = mkdtempSync(path.join(tmpdir(), "chaekdongne-restored-"));
  try {
    const unused = String(await freePort());
    const env = { CHAEKDONGNE_DATA_DIR: fresh, PB_PORT: unused };
    const list = await runOps("restore", ["--list"], env);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(name);
    const restored = await runOps("restore", ["latest"], env);
    expect(restored.code, `${restored.stdout}\n${restored.stderr}`).toBe(0);
    expect(restored.stdout).toContain(`복원했어요: ${name}`);

    // Started as production starts it (settings key, no dev mode), every record and file is back.
    const server = await startPocketBase({
      dataDir: path.join(fresh, "pb_data"),
      admin: null,
      extraArgs: productionFlags,
      extraEnv: prodEnv(),
    });
    try {
      expectSameData(await snapshot(server.url, admin()), before);
    } finally {
      await server.stopOnly();
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});

test("a CSP violation in a visitor's browser reaches the admins' store, without the visitor", async ({
  browser,
}) => {
  // A context the suite's CSP watch does not follow: this violation is the point.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("/main/club?utm=secret-campaign");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.injected = true";
      document.body.append(s);
    });
    const pb = new PocketBase(process.env.E2E_PB_URL);
    await pb.admins.authWithPassword(admin().email, admin().password);
    const found = () =>
      pb
        .collection("csp_reports")
        .getFullList({ filter: 'page = "/main/club" && blocked = "inline"' })
        .then((rows) => rows);
    await expect.poll(async () => (await found()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [row] = await found();
    expect(row.directive).toMatch(/^script-src/);
    expect(JSON.stringify(row)).not.toContain("secret-campaign");
  } finally {
    await context.close();
  }
});
