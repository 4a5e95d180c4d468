import { test, expect, loginAs, adminClient, createMember, PB_URL, SEED_MEMBER } from "./support/fixtures";
import { createChatRoom, sendAs } from "./support/chat";
import { ANSWER, call, createClubApi } from "./support/clubs";
import type { Page } from "@playwright/test";
import { TOKEN_LIFETIME_MS } from "../src/config/auth-token";

// Data requests per screen (Playwright request events): a list costs one request per page, a
// detail at most two, and nothing is fetched per item. Images in lists are stored sizes (issue 31).
test.use({ serviceWorkers: "block" });

interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** Records every PocketBase data request (not files, realtime, vitals beacons, preflights or auth refresh). */
function trackApi(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.origin !== new URL(PB_URL()).origin || req.method() === "OPTIONS") return;
    if (/^\/api\/(files|realtime)\b/.test(url.pathname) || url.pathname.includes("/vitals/")) return;
    if (url.pathname.endsWith("/auth-refresh")) return; // once per app start, not per screen
    // A member's badges (unread notifications, unread chat): app-wide, one request each per app start.
    if (/^\/api\/chaekdongne\/(notifications|chat)\/unread$/.test(url.pathname)) return;
    calls.push({ method: req.method(), path: url.pathname, params: url.searchParams });
  });
  return calls;
}

const list = (calls: ApiCall[], collection: string) =>
  calls.filter((c) => c.path === `/api/collections/${collection}/records`);
const perItem = (calls: ApiCall[]) => calls.filter((c) => /\/records\/[a-z0-9]{15}$/.test(c.path));
const describe = (calls: ApiCall[]) => calls.map((c) => `${c.method} ${c.path}?${c.params}`);

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** Scrolls to the end once the live app has taken over the painted page (src/main.tsx sets data-app). */
async function scrollToEnd(page: Page) {
  await page.locator("#root[data-app]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Every picture from PocketBase is one of its stored sizes (`<stem>_<width>.webp`), chosen by srcset. */
async function expectStoredSizes(page: Page) {
  const srcs = await page
    .locator("img")
    .evaluateAll((imgs) =>
      imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src),
    );
  const fromPb = srcs.filter((s) => s.startsWith(PB_URL()));
  expect(fromPb.length).toBeGreaterThan(0);
  expect(fromPb.filter((s) => !/_\d+\.(webp|jpg)$/.test(s))).toEqual([]);
}

test("club list: one request per page, none per card, stored sizes only", async ({ page }) => {
  const calls = trackApi(page);
  await page.goto("/main/club");
  const cards = page.getByRole("link", { name: /모임 자세히 보기$/ });
  await expect(cards.first()).toBeVisible();
  await settle(page);
  expect(list(calls, "socialing"), describe(calls).join("\n")).toHaveLength(1);
  expect(perItem(calls), describe(calls).join("\n")).toEqual([]);
  await expectStoredSizes(page);
  const firstPage = await cards.count();

  await scrollToEnd(page);
  await expect.poll(() => list(calls, "socialing").length).toBe(2);
  expect(list(calls, "socialing")[1].params.get("page")).toBe("2");
  // Other tests add clubs in parallel: whatever page 2 holds, it is now on screen.
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  await settle(page);
  expect(perItem(calls), describe(calls).join("\n")).toEqual([]);
  expect(calls.length, describe(calls).join("\n")).toBeLessThanOrEqual(3); // 2 pages (+ genres once)
});

test("review list: one request per page, none per item, stored sizes only", async ({ page }) => {
  const calls = trackApi(page);
  await page.goto("/main/bookReview");
  const items = page.locator('main a[href^="/bookReview/"]');
  await expect(items.first()).toBeVisible();
  await settle(page);
  expect(list(calls, "bookReview"), describe(calls).join("\n")).toHaveLength(1);
  expect(calls, describe(calls).join("\n")).toHaveLength(1);
  await expectStoredSizes(page);
  const firstPage = await items.count();

  await scrollToEnd(page);
  await expect.poll(() => list(calls, "bookReview").length).toBe(2);
  await expect.poll(() => items.count()).toBeGreaterThan(firstPage);
  await settle(page);
  expect(calls, describe(calls).join("\n")).toHaveLength(2);
});

test("details cost at most two data requests; the comment sheet one per page", async ({ page }) => {
  const admin = await adminClient();
  const review = await admin.collection("bookReview").getFirstListItem("title != ''", { sort: "created" });
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("title = {:t}", { t: "한강 작가 소설 함께 읽기" }));
  await loginAs(page, SEED_MEMBER);
  const calls = trackApi(page);

  await page.goto(`/bookReview/${review.id}`);
  await expect(page.getByRole("heading", { name: review.title })).toBeVisible();
  await settle(page);
  expect(calls.length, describe(calls).join("\n")).toBeLessThanOrEqual(2);

  calls.length = 0;
  await page.goto(`/club/${club.id}`);
  await expect(page.getByRole("heading", { name: club.title })).toBeVisible();
  await settle(page);
  expect(calls.length, describe(calls).join("\n")).toBeLessThanOrEqual(2);

  calls.length = 0;
  await page.goto(`/bookReview/${review.id}/comments`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await settle(page);
  expect(list(calls, "comments"), describe(calls).join("\n")).toHaveLength(1);
  expect(calls.length, describe(calls).join("\n")).toBeLessThanOrEqual(2);
});

test("a member's start asks for neither badge: both counts come with the realtime subscription", async ({
  page,
}) => {
  await loginAs(page, SEED_MEMBER);
  // The realtime subscriptions (POST /api/realtime) and each badge's request.
  const log: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname === "/api/realtime" && req.method() === "POST") log.push("subscribe");
    const badge = /^\/api\/chaekdongne\/(notifications|chat)\/unread$/.exec(pathname)?.[1];
    if (badge) log.push(badge);
  });
  await page.goto("/main/club");
  await expect(page.getByRole("link", { name: /모임 자세히 보기$/ }).first()).toBeVisible();
  await expect.poll(() => log.includes("subscribe")).toBe(true);
  await settle(page);
  // The counts come over the connection as their topics go live (PUSHED_COUNTS,
  // pb_hooks/notifications/routes.js).
  expect(log, log.join(" ")).not.toContain("notifications");
  expect(log, log.join(" ")).not.toContain("chat");
});

test("a member reopening the app within minutes is not checked again at start", async ({ page }) => {
  await loginAs(page, SEED_MEMBER);
  // Two days on: the token is no longer one issued minutes ago (which is never checked at start).
  await page.clock.install({ time: Date.now() + 2 * 24 * 3_600_000 });
  let checks = 0;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/collections/users/auth-refresh") checks++;
  });
  await page.goto("/main/club");
  await expect.poll(() => checks).toBe(1);
  // Its answer is kept (src/lib/session-check.ts) before the app is opened again.
  const remembered = () => page.evaluate(() => localStorage.getItem("chaekdongne-session-checked"));
  await expect.poll(remembered).not.toBeNull();
  await page.reload();
  await expect(page.getByRole("link", { name: /모임 자세히 보기$/ }).first()).toBeVisible();
  await settle(page);
  expect(checks).toBe(1);
});

// Issue 33 (bench:web, requests app ≤ 2× the static floor): what the app itself fetches on a
// member's first load of a club page, beyond the page, its stylesheets and pictures (the floor's).
test("a member's first load of a club page: one realtime subscription, no session check for a new token, 6 JS files", async ({
  page,
}) => {
  const admin = await adminClient();
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("title = {:t}", { t: "한강 작가 소설 함께 읽기" }));
  await loginAs(page, SEED_MEMBER); // a token issued just now (a sign-in, as in the bench)
  const scripts: string[] = [];
  const log: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === "script") scripts.push(pathname);
    else if (req.method() !== "OPTIONS" && /^\/api\//.test(pathname) && !pathname.startsWith("/api/files/"))
      log.push(`${req.method()} ${pathname}`);
  });
  const count = (entry: string) => log.filter((l) => l === entry).length;
  await page.goto(`/club/${club.id}`);
  await expect(page.getByRole("heading", { name: club.title })).toBeVisible();
  await expect.poll(() => count("POST /api/realtime")).toBeGreaterThan(0);
  await settle(page);
  const seen = [...scripts, ...log].join("\n");
  // The club's topic and the member shell's go to the server in one POST.
  expect(count("POST /api/realtime"), seen).toBe(1);
  // The unread chat counts come with the subscription (no request after it).
  expect(count("GET /api/chaekdongne/chat/unread"), seen).toBe(0);
  // The sign-in just confirmed the token: no start-up check (a dead token gets 401 on any request).
  expect(count("POST /api/collections/users/auth-refresh"), seen).toBe(0);
  // The entry (React and the router in it), rolldown's runtime, the screen's files (3), and one
  // file after the first render: the SDK with the member shell and what loads after load.
  expect(scripts.length, seen).toBeLessThanOrEqual(6);
});

test("the server's token lifetime is the one the start-up check assumes", async () => {
  const admin = await adminClient();
  const settings = (await admin.settings.getAll()) as { recordAuthToken?: { duration?: number } };
  expect(settings.recordAuthToken?.duration).toBe(TOKEN_LIFETIME_MS / 1000);
});

test("the unread notification count a member starts with comes over the realtime connection, not by a request", async ({
  page,
}) => {
  const [host, applicant] = await Promise.all([createMember(), createMember()]);
  const club = await createClubApi(host, { title: `배지 알림 모임 ${Date.now() % 100000}` });
  expect((await call(applicant, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  await loginAs(page, host);
  let fetched = 0;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/chaekdongne/notifications/unread") fetched++;
  });
  await page.goto("/main/club");
  await expect(page.getByRole("link", { name: "알림, 읽지 않은 알림 1개" })).toBeVisible();
  await settle(page);
  expect(fetched).toBe(0);
});

test("the unread chat count a member starts with comes over the realtime connection, not by a request", async ({
  page,
}) => {
  const [me, friend] = await Promise.all([createMember(), createMember()]);
  const { roomId } = await createChatRoom([friend, me]);
  await sendAs(friend, roomId, "열기 전에 온 메시지");
  await loginAs(page, me);
  let fetched = 0;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/chaekdongne/chat/unread") fetched++;
  });
  await page.goto("/main/club");
  const chatTab = page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("link", { name: /^채팅/ });
  await expect(chatTab).toHaveAccessibleName("채팅, 읽지 않은 메시지 1개");
  await settle(page);
  expect(fetched).toBe(0);
});
