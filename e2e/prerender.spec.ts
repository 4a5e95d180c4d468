import {
  test,
  expect,
  loginAs,
  adminClient,
  createMember,
  SEED_MEMBER,
  PB_URL,
  expectNoSeriousA11yViolations,
  type Member,
} from "./support/fixtures";
import { call, createClubApi, type ClubRecord } from "./support/clubs";
import type { Page } from "@playwright/test";
import { APP_SCRIPT, appScriptRequests, holdClubPhotos, holdClubRecord } from "./support/holds";
import { block } from "./support/visibility";

// The first screens arrive prerendered (scripts/lib/vite-prerender.mjs). Holding every app script
// back shows exactly what the HTML alone gives a visitor on a slow phone; then the app takes over.
test.use({ serviceWorkers: "block" });

const withoutAppScripts = (page: Page) => page.route(APP_SCRIPT, (route) => route.abort());
const root = (page: Page) => page.locator("#root");

/** Holds every app script until `release()` is called. */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
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

// The controls that depend on the viewer (the heart, the ⋯ menu): the early paint leaves inert
// placeholders of their size (data-placeholder), the app renders them.
const CONTROLS =
  '[data-placeholder], button[aria-label$="찜하기"], button[aria-label$="찜할 수 있어요"], button[aria-label$="신고·차단 메뉴"]';

/**
 * The first `count` elements matching `selector` in #root: their markup without the viewer's
 * controls, the box of every other element in them, and the boxes of those controls.
 */
const snapshot = (page: Page, selector: string, count: number) =>
  page.evaluate(
    async ({ selector, count, controls }) => {
      await document.fonts.ready;
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map((n) => Math.round(n));
      };
      const all = (within: ParentNode, css: string) => Array.from(within.querySelectorAll(css));
      // Markup as the browser holds it, not as it was written: attributes sorted, styles as the
      // CSSOM reads them, adjacent text joined (server-rendered text has comments between parts).
      const markup = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? "";
        if (!(node instanceof HTMLElement || node instanceof SVGElement)) return "";
        const attributes = Array.from(node.attributes)
          .map((a) => [a.name, a.name === "style" ? node.style.cssText : a.value])
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, value]) => ` ${name}="${value}"`)
          .join("");
        const children = Array.from(node.childNodes).map(markup).join("");
        return `<${node.localName}${attributes}>${children}</${node.localName}>`;
      };
      return all(document, `#root ${selector}`)
        .slice(0, count)
        .map((node) => {
          const found = all(node, controls);
          const copy = node.cloneNode(true) as Element;
          all(copy, controls).forEach((e) => e.remove());
          const others = [node, ...all(node, "*")].filter((e) => !found.some((c) => c.contains(e)));
          return { html: markup(copy), boxes: others.map(box), controls: found.map(box) };
        });
    },
    { selector, count, controls: CONTROLS },
  );

/**
 * The painted screen is the React one: the same markup in the same places, each of the viewer's
 * controls where a placeholder of its size was.
 */
function expectSameScreen(
  painted: Awaited<ReturnType<typeof snapshot>>,
  live: Awaited<ReturnType<typeof snapshot>>,
) {
  expect(live.map((n) => n.html)).toEqual(painted.map((n) => n.html));
  expect(live.map((n) => n.boxes)).toEqual(painted.map((n) => n.boxes));
  live.forEach((n, i) => {
    for (const control of n.controls) expect(painted[i].controls).toContainEqual(control);
  });
}

/**
 * Opens a list with the app's scripts held and layout shifts watched: its first `most` items
 * (`items` in #root) paint from the early response its HTML started for `collection`; once the app
 * runs and `live(count)` sees its screen, the live items are the painted ones, and nothing shifted.
 */
async function expectListPaintedAsLive(
  page: Page,
  path: string,
  collection: string,
  items: string,
  most: number,
  live: (count: number) => Promise<void>,
) {
  // One "now" for both renders: on a loaded machine the paint and the app can fall on either side
  // of a minute, and "1분 전" became "2분 전" (seen under two CPU burners).
  await page.clock.setFixedTime(new Date());
  const release = await holdAppScripts(page);
  await watchLayoutShifts(page);
  const early = page.waitForResponse((r) =>
    r.url().startsWith(`${PB_URL()}/api/collections/${collection}/records?page=1`),
  );
  await page.goto(path);
  const count = Math.min(most, ((await (await early).json()) as { items: unknown[] }).items.length);
  await expect(page.locator(`#root ${items}`)).toHaveCount(count);
  await expect(root(page)).toHaveAttribute("inert", "");
  const painted = await snapshot(page, items, count);

  release();
  await expect(root(page)).not.toHaveAttribute("inert");
  // The app takes the early request, so its items are the same records.
  await live(count);
  expectSameScreen(painted, await snapshot(page, items, count));
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
}

test("the club list paints from HTML alone and starts page 1 and its first photo at once", async ({
  page,
}) => {
  await withoutAppScripts(page);
  const list = page.waitForRequest((r) =>
    r.url().startsWith(`${PB_URL()}/api/collections/socialing/records?page=1`),
  );
  const photo = page.waitForRequest(
    // The first card's photo at the stored size its srcset picks (issue 31).
    (r) => r.url().startsWith(`${PB_URL()}/api/files/`) && /\/club_\w+_\d+\.webp$/.test(r.url()),
  );
  await page.goto("/main/club");
  await Promise.all([list, photo]);

  await expect(root(page)).toHaveAttribute("inert", "");
  await expect(root(page)).toHaveAttribute("aria-hidden", "true");
  await expect(page.locator('#root nav a[aria-current="page"]')).toHaveText("클럽 모임");
  await expect(page.locator("#root").getByText("마감 임박순")).toBeVisible();
  // The route's own stylesheet came with the HTML: the tab bar has its final height.
  const tabBarHeight = await page.locator("#root nav").evaluate((el) => el.getBoundingClientRect().height);
  expect(tabBarHeight).toBe(56);
});

test("a first visit starts the app's files once the first photo has loaded, not beside it", async ({
  page,
}) => {
  const scripts = appScriptRequests(page);
  const photos = await holdClubPhotos(page);
  await page.goto("/main/club", { waitUntil: "commit" }); // "load" waits for the held photo
  // The photo is asked for once page 1 has arrived; the HTML alone used to start the JS before that.
  await photos.asked;
  expect(scripts).toEqual([]);
  await expect(page.locator('#root ul[aria-label="모임 목록"] > li').first()).toBeVisible();

  photos.release();
  await expect(root(page)).not.toHaveAttribute("inert");
  // The entry, its imports and the route's files, started together.
  expect(scripts.some((u) => /\/index-[^/]+\.js$/.test(u))).toBe(true);
  expect(scripts.some((u) => /\/club-list-[^/]+\.js$/.test(u))).toBe(true);
});

for (const viewer of ["a visitor", "a member"] as const) {
  test(`the first club cards paint from the early response for ${viewer}, as the app then renders them`, async ({
    page,
  }) => {
    if (viewer === "a member") await loginAs(page, await createMember());
    const cards = 'ul[aria-label="모임 목록"] > li';
    await expectListPaintedAsLive(page, "/main/club", "socialing", cards, 2, (count) =>
      // The live cards have the hearts the painted ones leave placeholders for.
      expect(page.locator(`#root ${cards} button[aria-label*="찜"]`).nth(count - 1)).toBeVisible(),
    );
  });
}

test("the first review rows paint from the early response, as the app then renders them", async ({
  page,
}) => {
  await expectListPaintedAsLive(
    page,
    "/main/bookReview",
    "bookReview",
    'ul[aria-label="리뷰 목록"] > li',
    4,
    () => expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("link").first()).toBeVisible(),
  );
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

test("a member's club paints from the page's HTML before their record answers, its photo downloaded once", async ({
  page,
}) => {
  const host = await createMember();
  const club = await createClubApi(host, { title: "사진이 먼저 오는 모임" });
  await loginAs(page, await createMember());
  // The early record request is held: only the page's HTML can give the screen meanwhile.
  const record = await holdClubRecord(page, club.id);
  const isPhoto = (url: string) => url.startsWith(`${PB_URL()}/api/files/`) && url.includes(club.id);
  const photos: string[] = [];
  page.on("request", (r) => {
    if (isPhoto(r.url())) photos.push(r.url());
  });
  await page.goto(`/club/${club.id}`);
  await expect(page.locator("#root article h1")).toHaveText("사진이 먼저 오는 모임");
  await expect(root(page)).toHaveAttribute("inert", "");
  await expect.poll(() => photos.length).toBe(1);
  record.release();

  // The app shows that same file: it was downloaded once.
  const shown = page.getByRole("img", { name: "사진이 먼저 오는 모임 대표 사진" });
  await expect(root(page)).not.toHaveAttribute("inert");
  await expect(shown).toHaveJSProperty("complete", true);
  expect(photos).toEqual([await shown.evaluate((img: HTMLImageElement) => img.currentSrc)]);
});

test("a member who blocked the host gets nothing of the club from the page's HTML", async ({ page }) => {
  const host = await createMember();
  const club = await createClubApi(host, { title: "차단한 모임장의 모임" });
  const member = await createMember();
  await block(member, host.id);
  // Signed in after the block: their stored record names whom they blocked.
  await loginAs(page, member);
  const record = await holdClubRecord(page, club.id);
  const photos: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(`${PB_URL()}/api/files/`) && r.url().includes(club.id)) photos.push(r.url());
  });
  await page.goto(`/club/${club.id}`);
  await record.asked;
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
  await expect(root(page)).toBeEmpty();
  record.release();
  await expect(page.getByRole("heading", { name: "404 Not found" })).toBeVisible();
  await expect(page.getByText("차단한 모임장의 모임")).toHaveCount(0);
  expect(photos).toEqual([]);
});

test.describe("a member's club detail paints from the page's HTML, as the app then renders it", () => {
  let host: Member;
  let club: ClubRecord;
  test.beforeAll(async () => {
    host = await createMember();
    club = await createClubApi(host, {
      title: "미리 그리는 모임",
      isOffline: "true",
      location: "서울 마포구",
    });
  });

  for (const viewer of ["a member", "the host", "a member who liked it"] as const) {
    test(`for ${viewer}`, async ({ page }) => {
      const member = viewer === "the host" ? host : await createMember();
      if (viewer === "a member who liked it")
        expect((await call(member, `/api/clubs/${club.id}/like`, { like: true })).status).toBe(200);
      await loginAs(page, member);
      const release = await holdAppScripts(page);
      // Painted from the page's HTML (anyone's view of the club) while the member's own answer waits.
      const record = await holdClubRecord(page, club.id);
      await watchLayoutShifts(page);
      await page.goto(`/club/${club.id}`);

      await expect(page.locator("#root article h1")).toHaveText("미리 그리는 모임");
      await expect(root(page)).toHaveAttribute("inert", "");
      await expect(root(page)).toHaveAttribute("aria-hidden", "true");
      const painted = await snapshot(page, "main > :is(header, article)", 2);

      record.release();
      release();
      await expect(root(page)).not.toHaveAttribute("inert");
      // The live screen has its controls: the heart for everyone, the ⋯ menu for anyone but the host.
      await expect(page.getByRole("button", { name: "미리 그리는 모임 찜하기" })).toHaveAttribute(
        "aria-pressed",
        String(viewer === "a member who liked it"),
      );
      await expect(page.getByRole("button", { name: `${host.nickname}님 신고·차단 메뉴` })).toHaveCount(
        viewer === "the host" ? 0 : 1,
      );
      expectSameScreen(painted, await snapshot(page, "main > :is(header, article)", 2));
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});

test("a reader who scrolled the painted club stays where they were when the app takes over", async ({
  page,
}) => {
  const host = await createMember();
  // A description near its 500-character limit, one short line at a time: taller than the phone.
  const detail = Array.from({ length: 30 }, (_, i) => `${i + 1}장을 함께 읽어요.`).join("\n");
  const club = await createClubApi(host, { title: "길게 읽는 모임", detail });
  await loginAs(page, await createMember());
  const release = await holdAppScripts(page);
  await page.goto(`/club/${club.id}`);
  await expect(page.locator("#root article h1")).toHaveText("길게 읽는 모임");
  await expect(root(page)).toHaveAttribute("inert", "");

  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const read = await page.evaluate(() => window.scrollY);
  release();
  await expect(root(page)).not.toHaveAttribute("inert");
  await expect(page.getByRole("button", { name: "길게 읽는 모임 찜하기" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(read);
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
  await expect(root(page).getByText("회원가입")).toBeVisible();
  // The demo hint is the server's to give (dev and demo servers only), never baked into the page.
  await expect(root(page).getByText("체험용 테스트 계정")).toHaveCount(0);

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
  await page.getByRole("button", { name: "마감 임박순" }).click();
  await expect(page.getByRole("button", { name: "마감 임박순" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/main/bookReview");
  await expect(page.locator('main a[href^="/bookReview/"]').first()).toBeVisible();
  await page.getByRole("searchbox", { name: "책 제목 검색" }).fill("코스모스");
  await expect(page.getByRole("list", { name: "'코스모스' 검색 결과" })).toBeVisible();
});

test("a member's list fetches the detail screen's files at the first touch, so the tap waits only for data", async ({
  page,
}) => {
  const detailFiles: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/club-detail-[^/]+\.js$/.test(r.url())) detailFiles.push(r.url());
  });
  const firstCard = () => page.getByRole("list", { name: "모임 목록" }).getByRole("link").first();
  await page.goto("/main/club");
  await expect(firstCard()).toBeVisible();
  await page.keyboard.press("Shift");
  await page.waitForLoadState("networkidle");
  expect(detailFiles).toEqual([]); // visitors are sent to the login gate: nothing to prefetch

  await loginAs(page, SEED_MEMBER);
  await page.goto("/main/club");
  await expect(firstCard()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(detailFiles).toEqual([]); // a visit that only reads loads none of it
  // The member's first touch or key press (a tap's pointerdown comes before its click).
  const prefetched = page.waitForRequest((r) => /\/assets\/club-detail-[^/]+\.js$/.test(r.url()));
  await page.keyboard.press("Shift");
  await prefetched;
  await page.waitForLoadState("networkidle");
  // The tap then asks only for the record: the detail screen's scripts are already here (it may
  // prefetch its own next step, the application form, at the next touch).
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
