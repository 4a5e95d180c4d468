import { createMember, loginAs } from "../support/fixtures";
import { CONTROL_URL, expect, test } from "./support";
import type { Page } from "@playwright/test";

// A deploy (a new build replaces every file, the server restarts) while a member's tab is open.
async function deploy(): Promise<string> {
  const res = await fetch(`${CONTROL_URL()}/deploy`, { method: "POST" });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return body; // the new build's file-name salt
}

const entryScript = (page: Page) =>
  page.locator('link[rel="modulepreload"][href*="/assets/index-"]').first().getAttribute("href");

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the open tab keeps working on its build, offers 새 버전이 있어요, and reloads into the new one keeping the draft", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginAs(page, await createMember());
    await page.goto("/main/bookReview");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const before = await entryScript(page);

    const salt = await deploy();
    // A screen this tab has not opened yet: its chunk is from the old build, gone from the server.
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    await page.getByLabel("리뷰 제목").fill("배포 중에도 잃지 않는 제목");

    // The browser finds the new worker; it waits instead of taking over.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByText("새 버전이 있어요")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel("리뷰 제목")).toHaveValue("배포 중에도 잃지 않는 제목");
    expect(await entryScript(page)).toBe(before);

    await page.getByRole("button", { name: "새로고침" }).click();
    await expect.poll(() => entryScript(page), { timeout: 20_000 }).toContain(salt);
    await expect(page.getByLabel("리뷰 제목")).toHaveValue("배포 중에도 잃지 않는 제목");
    await expect(page.getByText("새 버전이 있어요")).toHaveCount(0);
  });
});

test.describe("without a service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("a missing chunk after a deploy reloads the tab once into the new build", async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, await createMember());
    await page.goto("/main/bookReview");
    await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first()).toBeVisible();

    const salt = await deploy();
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    // The old chunk is gone (404): the page reloads itself once, on the new build, where it was going.
    await expect.poll(() => entryScript(page), { timeout: 20_000 }).toContain(salt);
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    await expect(page.getByLabel("리뷰 제목")).toBeVisible();
  });

  // Issue 32 item 4: the recovery reload used to end on the browser's "This site can't be reached"
  // during the deploy's downtime, or the page went blank (its error screen was a file of the old build).
  test("while the server is down for a deploy, the tab shows a Korean error screen, then comes back on the new build by itself", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginAs(page, await createMember());
    await page.goto("/main/bookReview");
    await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first()).toBeVisible();
    const site = new URL(page.url()).origin;
    const onSite = (url: URL) => url.origin === site;

    // The downtime: nothing on the site answers, not even the page itself.
    await page.route(onSite, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: "리뷰 쓰기" }).click();
    await expect(page.getByRole("alert")).toContainText("인터넷에 연결되어 있지 않아요");
    await expect(page.getByRole("button", { name: "다시 시도" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(site); // not the browser's error page

    const salt = await deploy();
    await page.unroute(onSite);
    // The server answers again, with the new build: the tab reloads into it without a tap, on the
    // screen the member was opening.
    await expect.poll(() => entryScript(page), { timeout: 60_000 }).toContain(salt);
    await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
    await expect(page.getByLabel("리뷰 제목")).toBeVisible();
  });
});
