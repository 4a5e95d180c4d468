import {
  test,
  expect,
  loginAs,
  adminClient,
  SEED_MEMBER,
  PB_URL,
  expectNoSeriousA11yViolations,
} from "./support/fixtures";
import type { Page } from "@playwright/test";

// The first screens arrive prerendered (scripts/lib/vite-prerender.mjs). Holding every app script
// back shows exactly what the HTML alone gives a visitor on a slow phone; then the app takes over.
test.use({ serviceWorkers: "block" });

const withoutAppScripts = (page: Page) => page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
const root = (page: Page) => page.locator("#root");

/** Holds every app script until `release()` is called. */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts from its first paint on (read with `layoutShift`). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { __shift: number }).__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/**
 * Opens a list with the app's scripts held (until `release()`) and layout shifts watched; returns
 * the items of the early response its HTML started for `collection`.
 */
async function openHeldWithEarlyList<Item>(page: Page, path: string, collection: string) {
  const release = await holdAppScripts(page);
  await watchLayoutShifts(page);
  const early = page.waitForResponse((r) =>
    r.url().startsWith(`${PB_URL()}/api/collections/${collection}/records?page=1`),
  );
  await page.goto(path);
  const { items } = (await (await early).json()) as { items: Item[] };
  return { release, items };
}

test("the club list paints from HTML alone and starts page 1 and its first photo at once", async ({
  page,
}) => {
  await withoutAppScripts(page);
  const list = page.waitForRequest((r) =>
    r.url().startsWith(`${PB_URL()}/api/collections/socialing/records?page=1`),
  );
  const photo = page.waitForRequest(
    (r) => r.url().startsWith(`${PB_URL()}/api/files/`) && r.url().includes("thumb=600x360"),
  );
  await page.goto("/main/club");
  await Promise.all([list, photo]);

  await expect(root(page)).toHaveAttribute("inert", "");
  await expect(root(page)).toHaveAttribute("aria-hidden", "true");
  await expect(page.locator('#root nav a[aria-current="page"]')).toHaveText("클럽 모임");
  await expect(page.locator("#root").getByText("가까운 일정순")).toBeVisible();
  // The route's own stylesheet came with the HTML: the tab bar has its final height.
  const tabBarHeight = await page.locator("#root nav").evaluate((el) => el.getBoundingClientRect().height);
  expect(tabBarHeight).toBe(56);
});

test("the first club cards paint from the early response, inert, and the app takes over in place", async ({
  page,
}) => {
  type Item = {
    id: string;
    title: string;
    isOffline: boolean;
    location: string;
    limitPerson: number;
    confirmUser: string[];
    expand?: { genre?: { title: string } };
  };
  const { release, items } = await openHeldWithEarlyList<Item>(page, "/main/club", "socialing");
  const first = items[0];

  const painted = page.locator('#root ul[aria-label="모임 목록"] > li');
  await expect(painted).toHaveCount(Math.min(2, items.length));
  await expect(root(page)).toHaveAttribute("inert", "");
  const card = painted.first();
  await expect(card.locator("h2")).toHaveText(first.title);
  await expect(card.locator("a")).toHaveAttribute("href", `/club/${first.id}`);
  await expect(card.locator("a")).toHaveAttribute("aria-label", `${first.title} 모임 자세히 보기`);
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    new RegExp(`/api/files/[^/]+/${first.id}/[^?]+\\?thumb=600x360$`),
  );
  await expect(card).toContainText(first.isOffline ? first.location : "온라인");
  await expect(card).toContainText(`${first.confirmUser.length}/${first.limitPerson}명`);
  if (first.expand?.genre) await expect(card).toContainText(first.expand.genre.title);
  await expect(page.locator("#root")).not.toContainText("~~");
  const before = await card.locator("img").boundingBox();

  release();
  await expect(root(page)).not.toHaveAttribute("inert");
  // The live card (the same response: the app takes the early request) sits where the painted one was.
  const live = page.getByRole("link", { name: `${first.title} 모임 자세히 보기` });
  await expect(live).toBeVisible();
  expect(await live.locator("img").boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test("the first review rows paint from the early response, inert, and the app takes over in place", async ({
  page,
}) => {
  type Item = {
    id: string;
    title: string;
    bookTitle: string;
    created: string;
    expand?: { writer?: { nickname: string } };
  };
  const { release, items } = await openHeldWithEarlyList<Item>(page, "/main/bookReview", "bookReview");
  const first = items[0];

  const rows = page.locator('#root ul[aria-label="리뷰 목록"] > li');
  await expect(rows).toHaveCount(Math.min(4, items.length));
  await expect(root(page)).toHaveAttribute("inert", "");
  const row = rows.first();
  await expect(row.locator("h2")).toHaveText(first.title);
  await expect(row.locator("a")).toHaveAttribute("href", `/bookReview/${first.id}`);
  await expect(row).toContainText(first.bookTitle);
  await expect(row).toContainText(first.expand?.writer?.nickname || "탈퇴한 회원");
  await expect(row.locator("time")).toHaveAttribute("datetime", first.created.replace(" ", "T"));
  await expect(row.locator("img").first()).toHaveAttribute(
    "src",
    new RegExp(`/api/files/[^/]+/${first.id}/[^?]+\\?thumb=120x168$`),
  );
  await expect(page.locator("#root")).not.toContainText("~~");
  const paintedText = await row.innerText();
  const before = await row.locator("h2").boundingBox();

  release();
  await expect(root(page)).not.toHaveAttribute("inert");
  // The live row shows the same text in the same place.
  const live = page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first();
  await expect(live.getByRole("link")).toHaveAttribute("href", `/bookReview/${first.id}`);
  expect(await live.innerText()).toBe(paintedText);
  expect(await live.locator("h2").boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test("a saved genre filter skips the early request the app would not use", async ({ page }) => {
  await withoutAppScripts(page);
  await page.addInitScript(() =>
    localStorage.setItem(
      "chaekdongne-club-filter",
      JSON.stringify({ state: { genres: ["x"], sort: "latest" }, version: 0 }),
    ),
  );
  const lists: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/collections/socialing/records")) lists.push(r.url());
  });
  await page.goto("/main/club");
  await expect(page.locator('#root nav a[aria-current="page"]')).toHaveText("클럽 모임");
  await page.waitForLoadState("networkidle");
  expect(lists).toEqual([]);
});

test("a member opening a club directly starts its record and photo before the app runs", async ({ page }) => {
  const admin = await adminClient();
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("title = {:t}", { t: "한강 작가 소설 함께 읽기" }));
  await withoutAppScripts(page);
  const records: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/collections/socialing/records/${club.id}`)) records.push(r.url());
  });
  // A visitor gets the auth gate: nothing is requested for them.
  await page.goto(`/club/${club.id}`);
  await page.waitForLoadState("networkidle");
  expect(records).toEqual([]);

  await loginAs(page, SEED_MEMBER);
  const record = page.waitForRequest(
    (r) =>
      r.url().startsWith(`${PB_URL()}/api/collections/socialing/records/${club.id}?`) && r.method() === "GET",
  );
  const photo = page.waitForRequest(
    (r) => r.url().startsWith(`${PB_URL()}/api/files/`) && r.url().includes(club.id),
  );
  // The route's own files start from the HTML too (all app scripts are held back here, so the
  // entry never runs to ask for them).
  const routeFile = page.waitForRequest((r) => /\/assets\/club-detail-[^/]+\.js$/.test(r.url()));
  await page.goto(`/club/${club.id}`);
  expect((await record).headers()["authorization"]).toBeTruthy();
  await photo;
  await routeFile;
});

test("a member's club detail paints from the early record, inert, and the live screen takes over in place", async ({
  page,
}) => {
  const admin = await adminClient();
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("title = {:t}", { t: "한강 작가 소설 함께 읽기" }), {
      expand: "createUser",
    });
  await loginAs(page, SEED_MEMBER);
  const release = await holdAppScripts(page);
  await watchLayoutShifts(page);
  await page.goto(`/club/${club.id}`);

  const painted = page.locator("#root article");
  await expect(painted.locator("h1")).toHaveText(club.title);
  await expect(root(page)).toHaveAttribute("inert", "");
  await expect(root(page)).toHaveAttribute("aria-hidden", "true");
  await expect(painted.locator("img").first()).toHaveAttribute(
    "src",
    new RegExp(`/api/files/[^/]+/${club.id}/[^?]+\\?thumb=600x360$`),
  );
  await expect(painted).toContainText(club.isOffline ? club.location : "온라인");
  await expect(painted).toContainText(club.expand?.createUser?.nickname || "탈퇴한 회원");
  await expect(painted).toContainText(`${club.confirmUser.length}/${club.limitPerson}명`);
  await expect(page.locator("#root")).not.toContainText("~~");
  const before = await painted.locator("img").first().boundingBox();

  release();
  await expect(root(page)).not.toHaveAttribute("inert");
  const live = page.getByRole("article");
  await expect(live.getByRole("heading", { name: club.title })).toBeVisible();
  await expect(page.getByRole("button", { name: `${club.title} 찜하기` })).toBeEnabled();
  expect(await live.getByRole("img", { name: club.alt || `${club.title} 대표 사진` }).boundingBox()).toEqual(
    before,
  );
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test("a member opening a review directly starts its route files before the app runs", async ({ page }) => {
  const admin = await adminClient();
  const review = await admin.collection("bookReview").getFirstListItem("", { sort: "-created" });
  await withoutAppScripts(page);
  const files: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/review-detail-[^/]+\.js$/.test(r.url())) files.push(r.url());
  });
  await page.goto(`/bookReview/${review.id}`);
  await page.waitForLoadState("networkidle");
  expect(files).toEqual([]); // a visitor gets the auth gate

  await loginAs(page, SEED_MEMBER);
  const routeFile = page.waitForRequest((r) => /\/assets\/review-detail-[^/]+\.js$/.test(r.url()));
  await page.goto(`/bookReview/${review.id}`);
  await routeFile;
});

test("the landing page is prerendered for visitors only, and never shows on other paths", async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.goto("/");
  await expect(root(page).getByText("체험용 테스트 계정")).toBeVisible();

  // index.html is also the fallback of every other path: its landing markup is dropped there.
  await page.goto("/login");
  await expect(root(page)).toBeEmpty();
  await expect(root(page)).not.toHaveAttribute("inert");

  // A member is sent on to the club list, so the landing must not flash first.
  await loginAs(page, SEED_MEMBER);
  await page.goto("/");
  await expect(root(page)).toBeEmpty();
});

test("the app replaces the prerendered page and it works like any screen", async ({ page }) => {
  await page.goto("/main/club");
  const cards = page.getByRole("link", { name: /모임 자세히 보기$/ });
  await expect(cards.first()).toBeVisible();
  await expect(root(page)).not.toHaveAttribute("inert");
  await expect(root(page)).not.toHaveAttribute("aria-hidden");
  await page.getByRole("button", { name: "가까운 일정순" }).click();
  await expect(page.getByRole("button", { name: "가까운 일정순" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/main/bookReview");
  await expect(page.locator('main a[href^="/bookReview/"]').first()).toBeVisible();
  await page.getByRole("searchbox", { name: "책 제목 검색" }).fill("코스모스");
  await expect(page.getByRole("list", { name: "'코스모스' 검색 결과" })).toBeVisible();
});

test("a member's list fetches the detail screen's files when idle, so the tap waits only for data", async ({
  page,
}) => {
  const detailFiles: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/club-detail-[^/]+\.js$/.test(r.url())) detailFiles.push(r.url());
  });
  const firstCard = () => page.getByRole("list", { name: "모임 목록" }).getByRole("link").first();
  await page.goto("/main/club");
  await expect(firstCard()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(detailFiles).toEqual([]); // visitors are sent to the login gate: nothing to prefetch

  await loginAs(page, SEED_MEMBER);
  const prefetched = page.waitForRequest((r) => /\/assets\/club-detail-[^/]+\.js$/.test(r.url()));
  await page.goto("/main/club");
  await prefetched;
  await page.waitForLoadState("networkidle");
  // The tap then asks only for the record: the detail screen's scripts are already here (it may
  // prefetch its own next step, the application form, once it is idle).
  const afterTap: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/.+\.js$/.test(new URL(r.url()).pathname)) afterTap.push(r.url());
  });
  await firstCard().click();
  await expect(page).toHaveURL(/\/club\/[a-z0-9]+$/);
  await expect(
    page
      .getByRole("button", { name: "뒤로 가기" })
      .or(page.getByRole("link", { name: "뒤로 가기" }))
      .first(),
  ).toBeVisible();
  expect(afterTap.filter((u) => /\/assets\/(club-detail|screens)-/.test(u))).toEqual([]);
});
