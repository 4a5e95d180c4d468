import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startEarlyRequest } from "../scripts/lib/early-request-script.mjs";
import { formatDateTime, formatRelative } from "@/lib/format-date";
import { isEnded } from "@/features/clubs/api/types";

// The prerendered club list's early script paints the first cards from the list response before
// the app runs (scripts/lib/early-request-script.mjs). Here it runs in jsdom against a stand-in
// response, with a template shaped like the build's (src/features/clubs/components/club-early-cards.tsx).
const tokens = {
  id: "zzzzzzzzzzzzzzz",
  title: "~~title~~",
  genre: "~~genre~~",
  place: "~~place~~",
  confirmed: "987653",
  limit: "987654",
};
const dateTexts = { upcoming: "UPCOMING-DATE", ended: "ENDED-DATE" };
const card = (date: string, ended: boolean) =>
  `<li><article><a aria-label="~~title~~ 모임 자세히 보기" href="/club/zzzzzzzzzzzzzzz"><img class="photo${ended ? " ended" : ""}" src="http://pb/api/files/c/zzzzzzzzzzzzzzz/early.webp?thumb=600x360">` +
  `<h2>~~title~~</h2><div><span class="badge">~~genre~~</span>${ended ? "<span>종료된 모임</span>" : ""}<span class="place">~~place~~</span><span class="date">${date}</span>` +
  `<span aria-label="정원 987654명 중 987653명 참여 확정">987653<!-- -->/<!-- -->987654<!-- -->명</span></div></a></article></li>`;
const list = (ended: boolean) =>
  `<ul aria-label="모임 목록">${card(ended ? dateTexts.ended : dateTexts.upcoming, ended).repeat(2)}</ul>`;
const paint = {
  kind: "clubs",
  slot: '[data-early-slot="clubs"]',
  tokens,
  dates: dateTexts,
  variants: { upcoming: list(false), ended: list(true) },
};
const early = {
  path: "/api/collections/socialing/records?page=1",
  image: { field: "img", thumb: "600x360" },
  paint,
};

const club = (over: Record<string, unknown>) => ({
  id: "abcdefghij12345",
  collectionId: "socialing000001",
  title: "평범한 모임",
  isOffline: true,
  location: "서울 마포구",
  dateTime: "2099-03-04 05:06:00.000Z",
  limitPerson: 8,
  confirmUser: ["a", "b"],
  img: "photo 1.webp",
  expand: { genre: { title: "소설" } },
  ...over,
});

async function run(items: unknown[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, json: async () => ({ items }) })),
  );
  startEarlyRequest("http://pb", early, { date: formatDateTime, ended: isEnded });
  await vi.waitFor(() => expect(document.querySelector("#root [data-early-slot]")).toBeNull());
  return [...document.querySelectorAll<HTMLLIElement>('#root ul[aria-label="모임 목록"] > li')];
}

describe("early club cards", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<div id="root" inert data-prerendered="/main/club"><div role="status"><div data-early-slot="clubs"></div></div></div>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the first two cards from the response: text, link, photo thumbnail, date, count", async () => {
    const cards = await run([
      club({}),
      club({ id: "second000000001", title: "둘째", isOffline: false }),
      club({ id: "third0000000001" }),
    ]);
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(first.querySelector("h2")!.textContent).toBe("평범한 모임");
    expect(first.querySelector("a")!.getAttribute("href")).toBe("/club/abcdefghij12345");
    expect(first.querySelector("a")!.getAttribute("aria-label")).toBe("평범한 모임 모임 자세히 보기");
    expect(first.querySelector("img")!.getAttribute("src")).toBe(
      "http://pb/api/files/socialing000001/abcdefghij12345/photo%201.webp?thumb=600x360",
    );
    expect(first.querySelector(".date")!.textContent).toBe(formatDateTime("2099-03-04 05:06:00.000Z"));
    expect(first.textContent).toContain("2/8명");
    expect(first.querySelector("[aria-label^=정원]")!.getAttribute("aria-label")).toBe(
      "정원 8명 중 2명 참여 확정",
    );
    expect(first.querySelector(".badge")!.textContent).toBe("소설");
    expect(second.querySelector(".place")!.textContent).toBe("온라인");
    expect(document.body.innerHTML).not.toContain("~~");
  });

  it("paints markup in a title as text, and placeholder-like text as typed", async () => {
    const title = '<img src=x onerror="window.__xss=1"> ~~genre~~ 987654 UPCOMING-DATE';
    const [first] = await run([club({ title, location: "<b>장소</b>" })]);
    expect(first.querySelector("h2")!.textContent).toBe(title);
    expect(first.querySelector(".place")!.textContent).toBe("<b>장소</b>");
    expect(document.querySelector('#root img[src="x"], #root b')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it("uses the ended card for past meetups and drops the genre badge when there is none", async () => {
    const [first] = await run([club({ dateTime: "2001-01-01 00:00:00.000Z", expand: {} })]);
    expect(first.querySelector("img")!.className).toContain("ended");
    expect(first.textContent).toContain("종료된 모임");
    expect(first.querySelector(".badge")).toBeNull();
  });

  it("leaves the page alone once the app has taken over", async () => {
    document.getElementById("root")!.removeAttribute("data-prerendered");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ ok: true, json: async () => ({ items: [club({})] }) })),
    );
    startEarlyRequest("http://pb", early, { date: formatDateTime, ended: isEnded });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector("[data-early-slot]")).not.toBeNull();
  });
});

// The review list's rows (src/features/reviews/components/review-early-rows.tsx), same script.
describe("early review rows", () => {
  const rowTokens = {
    id: "zzzzzzzzzzzzzzz",
    title: "~~title~~",
    book: "~~book~~",
    preview: "~~preview~~",
    writer: "~~writer~~",
  };
  const dates = { text: "2000년 1월 1일", attribute: "2000-01-01T12:00:00.000Z" };
  const row =
    '<li><a href="/bookReview/zzzzzzzzzzzzzzz"><img class="thumb" src="http://pb/api/files/bookReview00001/zzzzzzzzzzzzzzz/early.webp?thumb=120x168">' +
    '<div><h2>~~title~~</h2><p class="book">~~book~~</p><p class="preview">~~preview~~</p><div class="meta">' +
    '<img class="avatar" src="http://pb/api/files/users0000000001/writer000000001/early.webp?thumb=100x100" alt="">' +
    '<span class="writer">~~writer~~</span><span>·</span><time datetime="2000-01-01T12:00:00.000Z">2000년 1월 1일</time></div></div></a></li>';
  const reviewPaint = {
    kind: "reviews",
    slot: '[data-early-slot="reviews"]',
    tokens: rowTokens,
    dates,
    variants: { rows: `<ul aria-label="리뷰 목록">${row.repeat(4)}</ul>` },
    defaultAvatar: "/defaultProfile.webp",
    leftMemberName: "탈퇴한 회원",
  };
  const review = (over: Record<string, unknown>) => ({
    id: "review000000001",
    collectionId: "bookReview00001",
    title: "좋은 책",
    bookTitle: "채식주의자",
    img: "cover 1.webp",
    created: "2026-11-20 09:00:00.000Z",
    detail: "첫 문단의 요약이에요...",
    expand: {
      writer: { id: "member000000001", collectionId: "users0000000001", nickname: "책벌레", img: "me.webp" },
    },
    ...over,
  });
  const preview = (excerpt: string) => `[${excerpt}]`;

  async function paintRows(items: unknown[]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ ok: true, json: async () => ({ items }) })),
    );
    startEarlyRequest(
      "http://pb",
      { path: "/api/collections/bookReview/records?page=1", paint: reviewPaint },
      { date: formatRelative, preview },
    );
    await vi.waitFor(() => expect(document.querySelector("#root [data-early-slot]")).toBeNull());
    return [...document.querySelectorAll<HTMLLIElement>('#root ul[aria-label="리뷰 목록"] > li')];
  }

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<div id="root" inert data-prerendered="/main/bookReview"><div role="status"><div data-early-slot="reviews"></div></div></div>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills up to four rows: link, cover and avatar thumbnails, texts, relative date", async () => {
    const items = [1, 2, 3, 4, 5].map((n) => review({ id: `review00000000${n}`, title: `리뷰 ${n}` }));
    const rows = await paintRows(items);
    expect(rows).toHaveLength(4);
    const first = rows[0];
    expect(first.querySelector("a")!.getAttribute("href")).toBe("/bookReview/review000000001");
    expect(first.querySelector(".thumb")!.getAttribute("src")).toBe(
      "http://pb/api/files/bookReview00001/review000000001/cover%201.webp?thumb=120x168",
    );
    expect(first.querySelector(".avatar")!.getAttribute("src")).toBe(
      "http://pb/api/files/users0000000001/member000000001/me.webp?thumb=100x100",
    );
    expect(first.querySelector("h2")!.textContent).toBe("리뷰 1");
    expect(first.querySelector(".book")!.textContent).toBe("채식주의자");
    expect(first.querySelector(".preview")!.textContent).toBe("[첫 문단의 요약이에요...]");
    expect(first.querySelector(".writer")!.textContent).toBe("책벌레");
    expect(first.querySelector("time")!.getAttribute("datetime")).toBe("2026-11-20T09:00:00.000Z");
    expect(first.querySelector("time")!.textContent).toBe(formatRelative("2026-11-20 09:00:00.000Z"));
    expect(document.body.innerHTML).not.toContain("~~");
    expect(document.body.innerHTML).not.toContain("zzzzzzzzzzzzzzz");
  });

  it("shows the default avatar and 탈퇴한 회원 for a writer who left, and user markup as text", async () => {
    const title = '<img src=x onerror="window.__xss=2"> ~~book~~ 2000년 1월 1일';
    const [first] = await paintRows([
      review({
        title,
        expand: { writer: { id: "gone00000000001", collectionId: "users0000000001", nickname: "", img: "" } },
      }),
    ]);
    expect(first.querySelector("h2")!.textContent).toBe(title);
    expect(first.querySelector(".avatar")!.getAttribute("src")).toBe("/defaultProfile.webp");
    expect(first.querySelector(".writer")!.textContent).toBe("탈퇴한 회원");
    expect(document.querySelector('#root img[src="x"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

// A member's club detail from index.html: the whole screen into an empty #root.
describe("early club detail", () => {
  const detailTokens = { ...tokens, host: "~~host~~", detail: "~~detail~~" };
  const screen = (ended: boolean) =>
    `<div class="shell"><main><header><button aria-label="뒤로 가기"></button></header><article><div class="card">` +
    `<img class="photo${ended ? " ended" : ""}" src="http://pb/api/files/c/zzzzzzzzzzzzzzz/early.webp?thumb=600x360" alt="~~title~~ 대표 사진">` +
    `<button class="like" aria-label="~~title~~ 찜하기" aria-pressed="false"></button></div><h1>~~title~~</h1>` +
    `<div class="host"><img class="avatar" src="http://pb/api/files/u/h/early.webp?thumb=100x100"><span>~~host~~</span><button aria-label="~~host~~님 신고·차단 메뉴"></button></div>` +
    `<span class="badge">~~genre~~</span><dd>~~place~~</dd><dd class="date">${ended ? dateTexts.ended : dateTexts.upcoming}</dd><dd>987653/987654명</dd><p class="detail">~~detail~~</p></article></main></div>`;
  const detailPaint = {
    kind: "clubDetail",
    tokens: detailTokens,
    dates: dateTexts,
    selectors: { like: ".like", hostMenu: ".host button" },
    variants: { upcoming: screen(false), ended: screen(true) },
    defaultAvatar: "/defaultProfile.webp",
    leftMemberName: "탈퇴한 회원",
  };
  const host = { id: "host00000000001", collectionId: "users0000000001", nickname: "모임장", img: "" };
  const record = (over: Record<string, unknown>) => ({
    ...club({ detail: "줄 하나\n줄 둘", like: [], expand: { genre: { title: "소설" }, createUser: host } }),
    ...over,
  });

  async function paintDetail(data: unknown, me = "member000000001") {
    localStorage.setItem("auth", JSON.stringify({ state: { token: "t", user: { id: me } } }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ ok: true, json: async () => data })),
    );
    const path = "/api/collections/socialing/records/abcdefghij12345";
    startEarlyRequest(
      "http://pb",
      { path, authKey: "auth", paint: detailPaint },
      { date: formatDateTime, ended: isEnded },
    );
    // The paint runs right after the response (the document has loaded): one more task covers it.
    await (window as unknown as { __chaekdongneEarly: Record<string, Promise<unknown>> }).__chaekdongneEarly[
      path
    ];
    await new Promise((r) => setTimeout(r, 0));
    return document.getElementById("root")!;
  }

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.removeAttribute("data-early-screen");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("paints the screen into the empty root, inert and hidden until the app swaps it", async () => {
    const root = await paintDetail(record({}));
    // It tells the app to hold its first render until the route is ready (src/main.tsx).
    expect(document.documentElement.hasAttribute("data-early-screen")).toBe(true);
    expect(root.hasAttribute("inert")).toBe(true);
    expect(root.getAttribute("aria-hidden")).toBe("true");
    expect(root.hasAttribute("data-prerendered")).toBe(true);
    expect(root.querySelector("h1")!.textContent).toBe("평범한 모임");
    expect(root.querySelector(".photo")!.getAttribute("src")).toBe(
      "http://pb/api/files/socialing000001/abcdefghij12345/photo%201.webp?thumb=600x360",
    );
    expect(root.querySelector(".avatar")!.getAttribute("src")).toBe("/defaultProfile.webp");
    expect(root.querySelector(".detail")!.textContent).toBe("줄 하나\n줄 둘");
    expect(root.querySelector(".like")).not.toBeNull();
    expect(root.querySelector(".host button")!.getAttribute("aria-label")).toBe("모임장님 신고·차단 메뉴");
    expect(root.innerHTML).not.toContain("~~");
  });

  it("leaves out a heart the viewer filled and the host's menu for the host", async () => {
    const liked = await paintDetail(record({ like: ["member000000001"] }));
    expect(liked.querySelector(".like")).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    const asHost = await paintDetail(record({}), host.id);
    expect(asHost.querySelector("h1")).not.toBeNull();
    expect(asHost.querySelector(".host button")).toBeNull();
  });

  it("paints nothing once the app has started or the root holds anything", async () => {
    document.getElementById("root")!.setAttribute("data-app", "");
    const root = await paintDetail(record({}));
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute("inert")).toBe(false);
  });
});
