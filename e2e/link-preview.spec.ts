import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { adminClient, client, createMember, expect, loginAs, PB_URL, test } from "./support/fixtures";
import { createClubApi } from "./support/clubs";
import { hideByReports } from "./support/visibility";
import { appendPicture } from "./support/images";
import { createReviewAs, freshMembers, memberClient, randomId } from "./support/reviews";
import { inlineScripts } from "../scripts/lib/csp.mjs";

// Link previews and 공유하기 (issue 27). Crawlers fetch /club/{id} and /bookReview/{id} like any
// client (raw HTTP, no JavaScript): the answer is the app's HTML with the record's Open Graph tags,
// from the same code production uses (pb_hooks/link-preview/; here through Vite's preview
// server, scripts/lib/vite-link-preview.mjs). docs/deployment.md "Link previews".

const CRAWLER = { "User-Agent": "facebookexternalhit/1.1;kakaotalk-scrap/1.0" };

/** The head a crawler reads: meta tags by property/name, <title>, canonical. */
async function crawl(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: CRAWLER });
  expect(res.status(), path).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/html");
  const html = await res.text();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    tags[m[1]] = decode(m[2]);
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return { html, tags, titles, canonical };
}

/** Width and height from the file's own header (PNG, JPEG, WebP). */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString() === "PNG")
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.subarray(8, 12).toString() === "WEBP") {
    const chunk = bytes.subarray(12, 16).toString();
    if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    if (chunk === "VP8 ")
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  for (let i = 2; i < bytes.length;) {
    const marker = bytes[i + 1];
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error("unknown image format");
}

const fileUrlOf = (r: { collectionId: string; id: string }, name: string) =>
  `${PB_URL()}/api/files/${r.collectionId}/${r.id}/${name}`;

/** The image a card names, fetched as a crawler would: status, type and size must match the tags. */
async function expectCardImage(request: APIRequestContext, tags: Record<string, string>) {
  const res = await request.get(tags["og:image"], { headers: CRAWLER });
  expect(res.status(), tags["og:image"]).toBe(200);
  expect(res.headers()["content-type"]).toBe(tags["og:image:type"]);
  expect(imageSize(await res.body())).toEqual({
    width: Number(tags["og:image:width"]),
    height: Number(tags["og:image:height"]),
  });
}

test("a club link previews with its title, date, place, headcount and photo", async ({
  request,
  baseURL,
}) => {
  const host = await createMember();
  const title = `성수 북클럽 ${randomId().slice(0, 5)}`;
  const club = await createClubApi(host, {
    title,
    isOffline: "true",
    location: "성수동 북카페",
    detail: "『작별하지 않는다』를 함께 읽어요. 처음 오셔도 괜찮아요.",
    dateTime: "2030-03-09 11:00:00.000Z", // 오후 8:00 in Korea
    limitPerson: "6",
  });
  const page = await crawl(request, `/club/${club.id}`);
  expect(page.titles).toEqual([`${title} | 책동네`]);
  expect(page.tags).toMatchObject({
    "og:title": title,
    "og:type": "website",
    "og:locale": "ko_KR",
    "og:site_name": "책동네",
    "og:url": `${baseURL}/club/${club.id}`,
    // Its own 5:3 JPEG (issue 31): KakaoTalk, Facebook and X render JPEG; WebP not everywhere.
    "og:image:type": "image/jpeg",
    "og:image:width": "1200",
    "og:image:height": "720",
    "og:image:alt": `${title} 대표 사진`,
    "twitter:card": "summary_large_image",
    "twitter:title": title,
  });
  expect(page.canonical).toBe(`${baseURL}/club/${club.id}`);
  expect(page.tags["og:description"]).toBe(
    "3월 9일 (토) 오후 8:00 · 성수동 북카페 · 인원 0/6명 · 『작별하지 않는다』를 함께 읽어요. 처음 오셔도 괜찮아요.",
  );
  expect(page.tags["description"]).toBe(page.tags["og:description"]);
  expect(page.tags["twitter:image"]).toBe(page.tags["og:image"]);
  expect(page.tags["og:image"]).toMatch(new RegExp(`^${baseURL}/api/files/.+_og\\.jpg$`));
  await expectCardImage(request, page.tags);
  // For a member's early paint (src/app/early/paint.ts): what the detail screen shows of the club
  // (ClubShown), nothing else; its host as their public card.
  const genre = await (await adminClient()).collection("genres").getOne(club.genre);
  expect(JSON.parse(page.tags["chaekdongne:record"])).toEqual({
    collectionId: club.collectionId,
    id: club.id,
    img: club.img,
    title,
    alt: "",
    detail: "『작별하지 않는다』를 함께 읽어요. 처음 오셔도 괜찮아요.",
    dateTime: "2030-03-09 11:00:00.000Z",
    isOffline: true,
    location: "성수동 북카페",
    limitPerson: 6,
    confirmUser: [],
    createUser: host.id,
    expand: {
      genre: { title: genre.title },
      createUser: {
        id: host.id,
        collectionId: "_pb_users_auth_",
        collectionName: "users",
        nickname: host.nickname,
        img: "",
      },
    },
  });
  // Still the app: the built index.html, only its head's tags changed (same scripts, same hashes).
  const built = readFileSync(path.join(process.env.DIST_DIR!, "index.html"), "utf8");
  const body = (html: string) => html.slice(html.indexOf("<body>"));
  expect(body(page.html)).toBe(body(built));
  expect(inlineScripts(page.html)).toEqual(inlineScripts(built));
});

test("a review link previews with its book title, an excerpt and its cover whole on a 1.91:1 card", async ({
  request,
  baseURL,
}) => {
  const writer = await createMember();
  const data = new FormData();
  data.append("id", randomId());
  data.append("writer", writer.id);
  data.append("bookTitle", "소년이 온다");
  data.append("title", "오월의 문장들");
  data.append("detail", "<p>읽는 내내 <strong>숨이</strong> 멎었다.</p><p>다시 읽고 싶은 책 &amp; 문장.</p>");
  await appendPicture(data, "cover");
  const review = await memberClient(writer).collection("bookReview").create(data);
  const page = await crawl(request, `/bookReview/${review.id}`);
  expect(page.titles).toEqual(["오월의 문장들 | 책동네"]);
  expect(page.tags).toMatchObject({
    "og:title": "오월의 문장들",
    "og:type": "article",
    "og:description": "『소년이 온다』 읽는 내내 숨이 멎었다. 다시 읽고 싶은 책 & 문장.",
    "og:url": `${baseURL}/bookReview/${review.id}`,
    "og:image:type": "image/jpeg",
    "og:image:width": "1200",
    "og:image:height": "630",
    "og:image:alt": "『소년이 온다』 표지",
    "twitter:card": "summary_large_image",
  });
  expect(page.tags["og:image"]).toMatch(/_og\.jpg$/);
  await expectCardImage(request, page.tags);
  expect(page.tags["chaekdongne:record"]).toBeUndefined(); // no early paint reads a review's
  // The whole cover stands in the card's middle (550 px high), not cut through its title: the
  // card's middle is the stored cover, shrunk.
  const card = await (await request.get(page.tags["og:image"])).body();
  const cover = await (await fetch(fileUrlOf(review, review.img))).arrayBuffer();
  const inCard = await sharp(card)
    .extract({ left: 404, top: 40, width: 393, height: 550 })
    .resize(5, 7)
    .raw()
    .toBuffer();
  const stored = await sharp(Buffer.from(cover)).resize(5, 7).raw().toBuffer();
  const difference = inCard.reduce((sum, v, i) => sum + Math.abs(v - stored[i]), 0) / inCard.length;
  expect(difference).toBeLessThan(12);
});

test("hidden, deleted and unknown records get the generic card, never their text", async ({
  request,
  baseURL,
}) => {
  const host = await createMember();
  const secret = `신고된 모임 ${randomId().slice(0, 6)}`;
  const club = await createClubApi(host, { title: secret, detail: "숨겨져야 하는 설명" });
  await hideByReports("club", club.id, await freshMembers(5)); // five counting reports (docs/safety.md)
  const writer = await createMember();
  const review = await createReviewAs(writer, {
    bookTitle: "지워질 책",
    title: `지워진 리뷰 ${randomId().slice(0, 6)}`,
    detail: "<p>곧 지워질 리뷰의 본문이에요.</p>",
  });
  await memberClient(writer).collection("bookReview").delete(review.id);

  const unknown = await crawl(request, `/club/${randomId()}`);
  const hidden = await crawl(request, `/club/${club.id}`);
  const deleted = await crawl(request, `/bookReview/${review.id}`);
  for (const page of [hidden, deleted]) {
    expect(page.html).toBe(unknown.html); // byte for byte: nothing tells them apart
  }
  expect(hidden.html).not.toContain(secret);
  expect(hidden.html).not.toContain("숨겨져야");
  expect(deleted.html).not.toContain(review.title);
  expect(unknown.titles).toEqual(["책동네"]);
  expect(unknown.tags).toMatchObject({
    "og:title": "책동네",
    "og:url": `${baseURL}/`,
    "og:image": `${baseURL}/icons/icon-512.png`,
    "og:locale": "ko_KR",
    "twitter:card": "summary",
  });
  expect(unknown.tags["og:description"]).toBe(unknown.tags["description"]);
  await expectCardImage(request, unknown.tags);
  // The JSON the dev and preview servers read says the same: no card.
  const pb = client();
  for (const path of [`/club/${club.id}`, `/bookReview/${review.id}`]) {
    expect(await pb.send(`/api/chaekdongne/link-preview${path}`, {})).toEqual({ site: baseURL, card: null });
  }
});

test("공유하기 copies the link with a toast where there is no share sheet", async ({
  page,
  context,
  baseURL,
}) => {
  const member = await createMember();
  const club = await createClubApi(member, { title: "복사해서 알리는 모임" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // Chromium on Linux has no share sheet; make sure of it.
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await loginAs(page, member);
  await page.goto(`/club/${club.id}`);
  await page.getByRole("button", { name: "공유하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "링크를 복사했어요" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/club/${club.id}`);
});

test("공유하기 opens the phone's share sheet where there is one", async ({ page, baseURL }) => {
  const writer = await createMember();
  const review = await createReviewAs(writer, {
    bookTitle: "공유할 책",
    title: "공유하고 싶은 리뷰",
    detail: "<p>함께 읽고 싶은 책이에요.</p>",
  });
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedData: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      value: (data: ShareData) => (calls.push(data), Promise.resolve()),
      configurable: true,
    });
  });
  await loginAs(page, writer);
  await page.goto(`/bookReview/${review.id}`);
  await page.getByRole("button", { name: "공유하기" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([{ title: "공유하고 싶은 리뷰", url: `${baseURL}/bookReview/${review.id}` }]);
  await expect(page.getByRole("status").filter({ hasText: "링크를 복사했어요" })).toHaveCount(0);
});

test("HEAD answers like GET (status and headers, no body) on every page and route PocketBase serves by GET", async ({
  request,
}) => {
  // Link checkers and some scrapers ask HEAD first; PocketBase 0.22 answered our GET routes' HEAD
  // with 404. Production's /club/{id} and /bookReview/{id} are these pages (deploy/Caddyfile;
  // through Caddy: e2e/prod/head-requests.spec.ts).
  const host = await createMember();
  const club = await createClubApi(host, { title: `HEAD 모임 ${randomId().slice(0, 5)}` });
  const [writer] = await freshMembers(1);
  const review = await createReviewAs(writer, {
    bookTitle: "HEAD의 책",
    title: "HEAD 리뷰",
    detail: "<p>HEAD로 물어도 같은 답이 와야 해요.</p>",
  });
  const pb = client().baseUrl;
  const paths = [
    `/api/chaekdongne/pages/club/${club.id}`,
    `/api/chaekdongne/pages/bookReview/${review.id}`,
    "/api/chaekdongne/pages/club/aaaaaaaaaaaaaaa", // unknown: the generic card, still a page
    `/api/chaekdongne/link-preview/club/${club.id}`,
    `/api/chaekdongne/link-preview/bookReview/${review.id}`,
    `/api/chaekdongne/reviews/${review.id}/comment-count`,
    "/api/chaekdongne/reviews/search?q=HEAD",
    "/api/accounts/oauth2/providers",
  ].map((p) => `${pb}${p}`);
  // And the same pages through the app's own server (Vite here; Caddy in production).
  paths.push(`/club/${club.id}`, `/bookReview/${review.id}`);
  const SAME = ["content-type", "cache-control", "x-content-type-options"];
  for (const url of paths) {
    const get = await request.get(url);
    const head = await request.head(url);
    expect(head.status(), url).toBe(get.status());
    expect(get.status(), url).toBe(200);
    for (const name of SAME) expect(head.headers()[name], `${url} ${name}`).toBe(get.headers()[name]);
    expect((await head.body()).length, url).toBe(0);
  }
  // A member-only route answers HEAD as its GET does: 401 without a token, 200 with one.
  const unread = `${pb}/api/chaekdongne/notifications/unread`;
  expect((await request.head(unread)).status()).toBe((await request.get(unread)).status());
  const auth = { Authorization: host.token };
  expect((await request.head(unread, { headers: auth })).status()).toBe(200);
});
