import { adminClient, createMember, loginAs, SEED_MEMBER } from "../support/fixtures";
import { benchRoutes } from "../support/bench-routes";
import { createChatRoom } from "../support/chat";
import { createClubApi } from "../support/clubs";
import { goOffline } from "../support/offline";
import { COVER_PATH } from "../support/reviews";
import { expect, test } from "./support";

// The production stack (`npm run prod`: Caddy + PocketBase on one HTTPS origin) in Chromium.
// Every test also fails on any Content-Security-Policy violation (./support.ts).

test("each kind of file has its security and cache headers", async ({ request }) => {
  const html = await request.get("/");
  expect(html.status()).toBe(200);
  const h = html.headers();
  expect(h["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy"]).toContain("connect-src 'self'");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["cache-control"]).toBe("no-cache");
  expect(h["content-encoding"]).toMatch(/gzip|zstd|br/);

  // The prerendered page of a path, and the SPA shell for any other path.
  const club = await request.get("/main/club");
  expect(await club.text()).toContain('data-prerendered="/main/club"');
  expect(club.headers()["cache-control"]).toBe("no-cache");
  const other = await request.get("/club/abcdefghijklmno");
  expect(await other.text()).toContain('<div id="root"');
  expect(other.headers()["cache-control"]).toBe("no-cache");

  const asset = (await html.text()).match(/\/assets\/[\w.-]+\.js/)![0];
  const js = await request.get(asset);
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(js.headers()["content-type"]).toContain("javascript");
  for (const file of ["/sw.js", "/manifest.webmanifest"]) {
    expect((await request.get(file)).headers()["cache-control"], file).toBe("no-cache");
  }
  expect((await request.get("/icons/icon-192.png")).headers()["cache-control"]).toBe("public, max-age=86400");
  // A file a deploy removed is a 404, not the HTML shell (which would fail as a script).
  const gone = await request.get("/assets/removed-by-a-deploy.js");
  expect(gone.status()).toBe(404);
  expect(gone.headers()["cache-control"]).toBeUndefined();
  expect((await request.get("/csp.caddy")).status()).toBe(404);
});

test("the admin UI and admin API are refused on the public address; the records API is proxied", async ({
  request,
}) => {
  for (const path of [
    "/_/",
    "/_",
    "/api/admins/auth-with-password",
    "/api/settings",
    "/api/backups",
    "/api/logs",
    "/api/collections",
    "/api/collections/users",
  ]) {
    const res = await request.fetch(path, { method: path.includes("auth-with") ? "POST" : "GET" });
    expect(res.status(), path).toBe(404);
  }
  expect((await request.get("/api/health")).status()).toBe(200);
  const list = await request.get("/api/collections/bookReview/records?perPage=1&sort=-created,-id");
  expect(list.status()).toBe(200);
  // PocketBase answers cross-origin requests for the site only (--origins).
  const foreign = await request.get("/api/health", { headers: { Origin: "https://evil.example" } });
  expect(foreign.headers()["access-control-allow-origin"]).toBeUndefined();
  const own = await request.get("/api/health", { headers: { Origin: new URL(list.url()).origin } });
  expect(own.headers()["access-control-allow-origin"]).toBe(new URL(list.url()).origin);
});

test("the test and benchmark routes do not exist on the production server, not even for its admin", async () => {
  const admin = await adminClient();
  for (const { method, path } of benchRoutes()) {
    const res = await fetch(`${process.env.E2E_PB_URL}${path}`, {
      method,
      headers: { Authorization: admin.authStore.token, "Content-Type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(res.status, `${method} ${path}`).toBe(404);
  }
});

test("landing, a list and login through the real server", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "책동네", level: 1 })).toBeVisible();
  await page.goto("/main/bookReview");
  await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "리뷰 목록" }).locator("img").first()).toHaveJSProperty(
    "complete",
    true,
  );

  await page.goto("/login");
  await page.getByLabel("이메일").fill(SEED_MEMBER.email);
  await page.getByLabel("비밀번호").fill(SEED_MEMBER.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
  await page.goto("/myPage");
  await expect(page.getByText(SEED_MEMBER.nickname).first()).toBeVisible();
});

test("a review with an image", async ({ page }) => {
  const member = await createMember();
  await loginAs(page, member);
  await page.goto("/createBookReview");
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible();
  const title = `운영 리뷰 ${Date.now().toString(36)}`;
  await page.getByLabel("책 제목").fill("운영 환경의 책");
  await page.getByLabel("리뷰 제목").fill(title);
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("서버 뒤에서도 잘 올라가요.");
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alertdialog", { name: "리뷰가 작성됐어요" })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("link", { name: "리뷰 목록으로" }).click();
  const item = page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  // The cover thumbnail comes through the same origin.
  const img = item.locator("img").first();
  await expect(img).toHaveAttribute("src", new RegExp(`^${new URL(page.url()).origin}/api/files/`));
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test("a club application and a chat message", async ({ page, newWatchedContext }) => {
  const [host, guest] = [await createMember(), await createMember()];
  const club = await createClubApi(host, {
    title: `운영 모임 ${Date.now() % 100000}`,
    query: "왜 함께하고 싶나요?",
  });
  await loginAs(page, guest);
  await page.goto(`/club/${club.id}`);
  await page.getByRole("link", { name: "신청하기" }).click();
  await page.getByRole("checkbox", { name: /커뮤니티 규칙/ }).check();
  await page.getByRole("button", { name: "다음" }).click();
  await page.getByRole("textbox", { name: "답변" }).fill("운영 서버에서도 신청이 잘 되는지 보고 싶어요.");
  await page.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByRole("dialog", { name: "참여 신청이 완료됐어요!" })).toBeVisible();

  // Realtime (server-sent events) streams through the proxy.
  const { roomId } = await createChatRoom([host, guest]);
  const hostPage = await (await newWatchedContext()).newPage();
  await loginAs(hostPage, host);
  await hostPage.goto(`/chatRoom/${roomId}`);
  await page.goto(`/chatRoom/${roomId}`);
  const box = hostPage.getByRole("textbox", { name: "메시지 입력" });
  await expect(page.getByRole("textbox", { name: "메시지 입력" })).toBeVisible();
  await box.fill("운영 서버에서 보내요");
  await box.press("Enter");
  await expect(page.getByText("운영 서버에서 보내요")).toBeVisible();
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("offline, a reload shows the shell from the service worker", async ({ page, context }) => {
    await page.goto("/main/club");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await goOffline(page);
    await page.reload();
    await goOffline(page); // the emulation again, if the reloaded document missed it
    await expect(page.getByText("오프라인 상태예요.")).toBeVisible();
    await expect(page).toHaveTitle(/책동네/);
    await context.setOffline(false);
  });
});

test("a club link previews through Caddy and PocketBase, and the page is still the app", async ({
  request,
  page,
  baseURL,
}) => {
  const host = await createMember();
  const title = `미리보기 모임 ${Date.now() % 100000}`;
  const club = await createClubApi(host, { title });
  const res = await request.get(`/club/${club.id}`, { headers: { "User-Agent": "kakaotalk-scrap/1.0" } });
  expect(res.status()).toBe(200);
  const h = res.headers();
  expect(h["content-type"]).toContain("text/html");
  expect(h["cache-control"]).toBe("no-cache");
  expect(h["content-encoding"]).toMatch(/gzip|zstd|br/);
  // The same policy as every page: the tags add no script.
  expect(h["content-security-policy"]).toBe((await request.get("/")).headers()["content-security-policy"]);
  const html = await res.text();
  const tag = (p: string) => new RegExp(`<meta property="${p}" content="([^"]*)"`).exec(html)?.[1];
  expect(tag("og:title")).toBe(title);
  expect(tag("og:url")).toBe(`${baseURL}/club/${club.id}`);
  const image = await request.get(tag("og:image")!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe(tag("og:image:type"));
  // A member opening the shared link gets the club (no CSP violation: the fixture checks).
  await loginAs(page, host);
  await page.goto(`/club/${club.id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "공유하기" })).toBeVisible();
});

test("카카오로 시작하기 leaves for Kakao with this site's callback", async ({ page, baseURL }) => {
  let kakao: URL | undefined;
  await page.route("https://kauth.kakao.com/**", (route) => {
    kakao = new URL(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>kakao</title>" });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "카카오로 시작하기" }).click();
  await expect(page).toHaveTitle("kakao");
  expect(kakao!.searchParams.get("client_id")).toBe("kakao-rest-api-key-prod-smoke");
  expect(kakao!.searchParams.get("redirect_uri")).toBe(`${baseURL}/oauth2/callback`);
  // The callback page is the app's (an answer this tab never asked for is refused).
  await page.goto("/oauth2/callback?code=x&state=y");
  await expect(page.getByRole("heading", { name: "로그인을 마치지 못했어요" })).toBeVisible();
});
