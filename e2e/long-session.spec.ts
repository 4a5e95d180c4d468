import { test, expect, loginAs, SEED_MEMBER, PB_URL } from "./support/fixtures";
import { createReviewAs, freshMembers, randomId } from "./support/reviews";
import type { Page } from "@playwright/test";

// Issue 16: a long session stays light. After 20 pages of reviews the DOM holds only the pages
// near the viewport (src/components/ui/windowed-pages.tsx) and the JS heap stays flat; Back from a
// review restores the scroll position and the list without a request.
test.use({ serviceWorkers: "block" });
test.setTimeout(180_000);

const PAGES = 20;

const listPages = (page: Page) => {
  const pages: number[] = [];
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (
      r.url().startsWith(PB_URL()) &&
      url.pathname === "/api/collections/bookReview/records" &&
      r.request().method() === "GET"
    )
      pages.push(Number(url.searchParams.get("page")));
  });
  return pages;
};

async function heapMb(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length);
const renderedItems = (page: Page) => page.getByRole("list", { name: "리뷰 목록" }).getByRole("link").count();

async function scrollUntilPage(page: Page, loaded: number[], target: number) {
  // Scrolls to the end like a reader would, again and again, until that page has arrived.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return Math.max(0, ...loaded);
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(target);
  // Let the last page lay out and the window settle.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test("after 20 pages of reviews the DOM and heap stay bounded, and Back restores scroll and data without a request", async ({
  page,
}) => {
  // Enough reviews of our own for 20 pages, whatever else the other tests write meanwhile.
  const [writer] = await freshMembers(1);
  const tag = `긴목록${randomId().slice(0, 6)}`;
  for (let i = 0; i < PAGES * 10 + 5; i += 15) {
    await Promise.all(
      Array.from({ length: 15 }, (_, j) =>
        createReviewAs(writer, {
          bookTitle: `${tag} ${i + j}`,
          title: `오래 읽기 ${i + j}`,
          detail: "<p>긴 세션을 위한 리뷰예요.</p>",
        }),
      ),
    );
  }

  await loginAs(page, SEED_MEMBER);
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  page.on("console", (m) => m.type() === "error" && console.log("console error:", m.text()));
  const loaded = listPages(page);
  await page.goto("/main/bookReview");
  await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("link").first()).toBeVisible();

  await scrollUntilPage(page, loaded, 2);
  const early = { nodes: await domNodes(page), heap: await heapMb(page), items: await renderedItems(page) };
  await scrollUntilPage(page, loaded, PAGES);
  const late = { nodes: await domNodes(page), heap: await heapMb(page), items: await renderedItems(page) };
  console.log(`after 2 pages: ${JSON.stringify(early)}; after ${PAGES} pages: ${JSON.stringify(late)}`);

  // 200 reviews are loaded, but only the pages near the viewport are in the DOM.
  expect(late.items).toBeLessThanOrEqual(60);
  expect(late.nodes).toBeLessThan(early.nodes * 2);
  expect(late.heap - early.heap).toBeLessThan(8);
  // Nothing is left out: the scroll height still holds every loaded page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(PAGES * 10 * 100);

  // Go up a little to a review in the middle of the list and open it.
  await page.evaluate(() => window.scrollBy(0, -window.innerHeight * 3));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const scrollY = await page.evaluate(() => window.scrollY);
  const link = page.getByRole("list", { name: "리뷰 목록" }).getByRole("link");
  const visible = await link.evaluateAll((links) => {
    const inView = links.find((l) => {
      const r = l.getBoundingClientRect();
      return r.top > 80 && r.bottom < window.innerHeight - 80;
    });
    return inView?.getAttribute("href") ?? null;
  });
  expect(visible).toBeTruthy();
  await page.locator(`a[href="${visible}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${visible}$`));
  await expect(page.getByRole("button", { name: "뒤로 가기" })).toBeVisible();

  const requestsBefore = loaded.length;
  await page.goBack();
  await expect(page.locator(`a[href="${visible}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
  await page.waitForLoadState("networkidle");
  expect(loaded.length).toBe(requestsBefore);
});
