import { existsSync } from "node:fs";
import path from "node:path";
import { createMember, loginAs } from "../support/fixtures";
import { call, createClubApi } from "../support/clubs";
import { createChatRoom } from "../support/chat";
import { mockSubscribe, received } from "../support/push";
import { expect, loadLoop, prodEnv, runOps, servedEntry, test, type OpsRun } from "./support";
import type { Page } from "@playwright/test";
import { formatProblems, layoutProblems } from "../support/layout-check";

// Deploys as the operator runs them (docs/deployment.md "Deploys"), on the running `npm run prod`
// stack, while a member's tab is open and visitors keep coming: `npm run deploy` builds a release
// beside the running one and switches to it (Caddy reload, and here a PocketBase restart too);
// `npm run rollback` goes back. No request fails, no page breaks its CSP.

const entryScript = (page: Page) =>
  page.locator('link[rel="modulepreload"][href*="/assets/index-"]').first().getAttribute("href");

function expectOk(run: OpsRun) {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
}

/**
 * The served build changes, as cheaply as possible: back to the previous release when there is
 * one (no build), else a new release with every file renamed.
 */
export async function switchBuild(): Promise<OpsRun> {
  const back = await runOps("deploy", ["--rollback"]);
  if (back.code === 0) return back;
  const run = await runOps("deploy", [], { BUILD_SALT: `deploy${Date.now().toString(36)}` });
  expectOk(run);
  return run;
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("deploy and rollback (PocketBase restarted) under an open tab and visitors: no failed request, no CSP violation, the tab keeps working and offers the update", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const member = await createMember();
    const club = await createClubApi(member, { title: `배포 중 모임 ${Date.now() % 100000}` });
    await loginAs(page, member);
    await page.goto("/main/bookReview");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const before = await entryScript(page);
    const servedBefore = await servedEntry();

    // A deploy of a new build (same server side: PocketBase keeps running), under load.
    const load = loadLoop(member, club.id);
    const salt = `deploy${Date.now().toString(36)}`;
    const deploy = await runOps("deploy", [], { BUILD_SALT: salt });
    const during = await load.stop();
    expectOk(deploy);
    expect(deploy.stdout).toContain("PocketBase kept running");
    expect(during.failures, "failed requests during the deploy").toEqual([]);
    expect(during.requests).toBeGreaterThan(20);
    expect(await servedEntry()).toContain(salt);

    // The open tab: a screen it has not opened yet comes from its own build (the worker's cache).
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    await page.getByLabel("리뷰 제목").fill("배포 중에도 잃지 않는 제목");
    // The browser finds the new worker; it waits instead of taking over.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByText("새 버전이 있어요")).toBeVisible({ timeout: 30_000 });
    // The notice covers nothing the member needs (the top bar's back button and title included).
    expect(formatProblems(await layoutProblems(page))).toEqual([]);
    await expect(page.getByLabel("리뷰 제목")).toHaveValue("배포 중에도 잃지 않는 제목");
    expect(await entryScript(page)).toBe(before);
    await page.getByRole("button", { name: "새로고침" }).click();
    await expect.poll(() => entryScript(page), { timeout: 20_000 }).toContain(salt);
    await expect(page.getByLabel("리뷰 제목")).toHaveValue("배포 중에도 잃지 않는 제목");
    await expect(page.getByText("새 버전이 있어요")).toHaveCount(0);

    // A device that takes chat pushes (the stack's push sender delivers to the local push service).
    const reader = await createMember();
    const { roomId } = await createChatRoom([member, reader]);
    const { publicKey } = (await call(reader, "/api/chaekdongne/push/key", undefined, "GET")).body;
    const device = await mockSubscribe(publicKey);
    const subscribed = await call(reader, "/api/chaekdongne/push/subscription", {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(subscribed.status).toBe(200);

    // Rollback to the previous release, restarting PocketBase as new hooks would: the new one
    // starts beside the old one, which stops after its last request (no gap, writes included).
    const load2 = loadLoop(member, club.id);
    const rollback = await runOps("deploy", ["--rollback", "--restart"]);
    const duringRollback = await load2.stop();
    expectOk(rollback);
    const gap = /unreachable for (\d+) ms/.exec(rollback.stdout)?.[1];
    test.info().annotations.push({ type: "PocketBase restart gap (ms)", description: gap ?? "?" });
    console.log(`[rollback] PocketBase restart gap ${gap} ms; ${duringRollback.requests} checks meanwhile`);
    expect(gap).toBe("0");
    expect(duringRollback.failures, "failed requests during the rollback").toEqual([]);
    expect(await servedEntry()).toBe(servedBefore);
    expect(rollback.stdout).toContain(`PocketBase 127.0.0.1:${Number(prodEnv().PB_PORT) + 1}`);
    // The push sender followed PocketBase to the other port: a message sent now (through the
    // site, PB_PORT is closed) reaches the reader's device.
    expect(rollback.stdout).toContain("push sender restarted");
    // Its admin account is beside the data, not in pb_data (backups zip pb_data); the keys are in it.
    const root = prodEnv().CHAEKDONGNE_DATA_DIR;
    expect(existsSync(path.join(root, "run", "push-sender.json"))).toBe(true);
    expect(existsSync(path.join(root, "pb_data", "push", "sender.json"))).toBe(false);
    expect(existsSync(path.join(root, "pb_data", "push", "vapid.json"))).toBe(true);
    const sent = await fetch(`${process.env.PROD_SITE_URL}/api/collections/message/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: member.token },
      body: JSON.stringify({ chattingRoom: roomId, sender: member.id, text: "배포 뒤 알림" }),
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await received(device)).at(-1)?.body, { timeout: 30_000 })
      .toContain("배포 뒤 알림");
    // The tab still works on the build it runs (its data comes from the same server).
    await page.goto("/main/club");
    await expect(page.getByRole("list", { name: "모임 목록" }).getByRole("listitem").first()).toBeVisible();

    // Forward again, restarting once more: PocketBase is back on PB_PORT (the other tests call it there).
    const forward = await runOps("deploy", ["--rollback", "--restart"]);
    expectOk(forward);
    expect(forward.stdout).toContain(`PocketBase 127.0.0.1:${prodEnv().PB_PORT}`);
    expect((await fetch(`${process.env.E2E_PB_URL}/api/health`)).status).toBe(200);
  });
});

test.describe("without a service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("a tab keeps working across a deploy: the previous release's files stay served", async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, await createMember());
    await page.goto("/main/bookReview");
    await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first()).toBeVisible();
    const before = await entryScript(page);

    await switchBuild();
    expect(await servedEntry()).not.toBe(before);
    // A screen this tab has not opened yet: its chunk is the old build's, still there.
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    expect(await entryScript(page)).toBe(before); // no reload was needed
    expect((await fetch(`${process.env.PROD_SITE_URL}${before}`)).status).toBe(200);
  });

  // Issue 32 item 4: the recovery reload used to end on the browser's "This site can't be reached"
  // while the server was away, or the page went blank (its error screen was a file of its build).
  test("while the server is unreachable, the tab shows a Korean error screen, then comes back on the served build by itself", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginAs(page, await createMember());
    await page.goto("/main/bookReview");
    await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first()).toBeVisible();
    const before = await entryScript(page);
    const site = new URL(page.url()).origin;
    const onSite = (url: URL) => url.origin === site;

    // Nothing on the site answers (a downtime, a network cut), not even the page itself.
    await page.route(onSite, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    await expect(page.getByRole("alert")).toContainText("인터넷에 연결되어 있지 않아요");
    await expect(page.getByRole("button", { name: "다시 시도" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(site); // not the browser's error page

    await switchBuild(); // meanwhile, a deploy
    const served = await servedEntry();
    expect(served).not.toBe(before);
    await page.unroute(onSite);
    // The server answers again: the tab reloads itself without a tap, into the build now served,
    // on the screen the member was opening.
    await expect.poll(() => entryScript(page), { timeout: 60_000 }).toBe(served);
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    await expect(page.getByLabel("리뷰 제목")).toBeVisible();
  });
});
