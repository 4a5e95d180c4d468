import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { start } from "@/app/early/paint";
import type { EarlyEntry } from "@/app/early/early-entry";
import { prerenderedPages, renderPage } from "@/app/prerender";
import { ROUTES } from "@/config/route-table.mjs";
import type { Club } from "@/features/clubs/api/types";
import type { ClubShown } from "@/features/clubs/lib/club-view";
import { ClubCard } from "@/features/clubs/components/club-card";
import { Component as ClubDetailPage } from "@/app/routes/club-detail";
import { getClubQueryOptions } from "@/features/clubs/api/get-club";
import { ReviewListItem } from "@/features/reviews/components/review-list-item";
import type { Review } from "@/features/reviews/types";
import type { PublicUser } from "@/types/public-user";
import { SESSION_STORAGE_KEY, useSession, type SessionUser } from "@/lib/session";
import { loadHookModule } from "./support/pb-hook-module";

// The early painter (src/app/early/paint.ts) fills build-time markup of the real components
// (src/app/prerender.tsx) with the first records before the app runs. Here it runs in jsdom with
// the build's own entries and markup, and what it paints is compared with what React renders for
// the same record and viewer: the same markup, but for the viewer's controls (the heart, the ⋯
// menu), which the painter leaves as inert placeholders of their size.

const pages = await prerenderedPages();
// pb_hooks/link-preview/lib.js, which writes a record page's head in PocketBase (and in Vite).
const linkPreviewHead = loadHookModule<{ injectHead: (html: string, preview: unknown) => string }>(
  "link-preview/lib.js",
);
const entryOf = (path: string, match?: boolean) =>
  pages
    .flatMap((p) => (p.path === path || match ? p.early : []))
    .find((e) => e.paint && !!e.match === !!match)!;
const clubListEntry = entryOf(ROUTES.clubList.path);
const reviewListEntry = entryOf(ROUTES.reviewList.path);
const clubDetailEntry = pages.find((p) => p.file === "index.html")!.early.find((e) => e.paint)!;

const HOST = {
  id: "host00000000001",
  collectionId: "users0000000001",
  nickname: "모임장",
  img: "host.webp",
} as PublicUser;
const MEMBER = { id: "member000000001", collectionId: "users0000000001", nickname: "회원" } as SessionUser;

const club = (over: Partial<Club> = {}): Club =>
  ({
    id: "abcdefghij12345",
    collectionId: "socialing000001",
    collectionName: "socialing",
    title: "평범한 모임",
    isOffline: true,
    location: "서울 마포구",
    dateTime: "2099-03-04 05:06:00.000Z",
    limitPerson: 8,
    confirmUser: ["a", "b"],
    applicant: [],
    answer: [],
    like: [],
    img: "photo 1.webp",
    alt: "",
    detail: "줄 하나\n줄 둘",
    createUser: HOST.id,
    expand: { genre: { title: "소설" }, createUser: HOST },
    ...over,
  }) as unknown as Club;

const review = (over: Partial<Review> = {}): Review =>
  ({
    id: "review000000001",
    collectionId: "bookReview00001",
    title: "좋은 책",
    bookTitle: "채식주의자",
    img: "cover 1.webp",
    created: "2026-11-20 09:00:00.000Z",
    detail: "첫 문단의 요약이에요...",
    expand: {
      writer: { id: "writer000000001", collectionId: "users0000000001", nickname: "책벌레", img: "me.webp" },
    },
    ...over,
  }) as unknown as Review;

const MARKUP = '<img src=x onerror="window.__xss=1"> ~~title~~ sample';
const CLUBS = [
  club(),
  club({ id: "online000000001", isOffline: false, title: MARKUP }),
  club({ id: "ended0000000001", dateTime: "2001-01-01 00:00:00.000Z", expand: {} }),
  club({
    id: "nogenre00000001",
    location: "<b>장소</b>",
    img: "",
    expand: { createUser: { ...HOST, nickname: "", img: "" } },
  }),
];

/** Signs `viewer` in (or out) the way the app and the early script read the session. */
function signIn(viewer: SessionUser | null) {
  useSession.setState({ token: viewer ? "token" : "", user: viewer });
  if (viewer)
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: "token", user: viewer } }));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

/** Runs the page's early script against `data` and resolves once it has painted (or given up). */
async function paint(entry: EarlyEntry, data: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, json: async () => data }));
  vi.stubGlobal("fetch", fetch);
  start([entry]);
  const early = window.__chaekdongneEarly ?? {};
  await Promise.all(Object.values(early).map((e) => e?.response));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetch;
}

/**
 * React's markup of `element` at `location` as the current viewer, parsed (without the <link>
 * hints React adds); `client` may hold the page's data.
 */
function live(element: ReactNode, location = "/", client = new QueryClient()): HTMLElement {
  const container = document.createElement("div");
  const app = createElement(
    QueryClientProvider,
    { client },
    createElement(StaticRouter, { location }, element),
  );
  container.innerHTML = renderToString(app).replace(/<link [^>]*\/?>/g, "");
  return container;
}

/** The markup without the viewer's controls (live) or their placeholders (painted). */
function comparable(node: Element) {
  const copy = node.cloneNode(true) as Element;
  copy
    .querySelectorAll(
      '[data-placeholder], button[aria-label$="찜하기"], button[aria-label$="찜할 수 있어요"], button[aria-label$="신고·차단 메뉴"]',
    )
    .forEach((e) => e.remove());
  return copy.innerHTML;
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("data-early-screen");
  window.__chaekdongneEarly = {};
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
});

describe("early club cards (/main/club)", () => {
  beforeEach(async () => {
    document.body.innerHTML = `<div id="root" inert data-prerendered="/main/club">${await renderPage("clubList")}</div>`;
  });

  it.each([
    ["a visitor", null, []],
    ["a member", MEMBER, []],
    ["a member who liked them", MEMBER, [MEMBER.id]],
  ])("paints the first two cards as React renders them for %s", async (_who, viewer, like) => {
    signIn(viewer as SessionUser | null);
    const items = CLUBS.map((c) => ({ ...c, like }));
    await paint(clubListEntry, { items });
    const painted = [...document.querySelectorAll('#root ul[aria-label="모임 목록"] > li')];
    expect(painted).toHaveLength(2);
    painted.forEach((li, i) => {
      expect(comparable(li)).toBe(
        comparable(live(createElement(ClubCard, { club: items[i], eager: true, priority: i === 0 }))),
      );
    });
    expect(document.querySelector("[data-early-slot]")).toBeNull();
  });

  it("paints the ended, genre-less, online and host-less cases like React", async () => {
    await paint(clubListEntry, { items: CLUBS.slice(2) });
    const painted = [...document.querySelectorAll('#root ul[aria-label="모임 목록"] > li')];
    painted.forEach((li, i) => {
      expect(comparable(li)).toBe(
        comparable(live(createElement(ClubCard, { club: CLUBS[2 + i], eager: true, priority: i === 0 }))),
      );
    });
    expect(painted[0].textContent).toContain("종료된 모임");
    expect(painted[0].querySelector("[data-field=genre]")).toBeNull();
  });

  it("sets text and attributes through the DOM, never as markup", async () => {
    await paint(clubListEntry, { items: [CLUBS[1], CLUBS[3]] });
    expect(document.querySelector("#root h2")!.textContent).toBe(MARKUP);
    expect(document.querySelector('#root img[src="x"], #root b')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it.each([
    ["a visitor", null],
    ["a member", MEMBER],
  ])("asks for page 1 as %s: a member's request carries their token", async (_who, viewer) => {
    signIn(viewer);
    const fetch = await paint(clubListEntry, { items: [club()] });
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(viewer ? "token" : undefined);
    expect(Object.values(window.__chaekdongneEarly ?? {})[0]?.token).toBe(viewer ? "token" : "");
  });

  it("starts the request and preloads the first photo; leaves the page alone once the app has taken over", async () => {
    document.getElementById("root")!.removeAttribute("data-prerendered");
    const fetch = await paint(clubListEntry, { items: [club()] });
    expect(fetch.mock.calls[0][0]).toMatch(/\/api\/collections\/socialing\/records\?page=1/);
    expect(document.querySelector('link[rel="preload"][as="image"]')!.getAttribute("href")).toBe(
      "http://pb.test/api/files/socialing000001/abcdefghij12345/photo%201.webp?thumb=600x360",
    );
    expect(document.querySelector("[data-early-slot]")).not.toBeNull();
  });

  it("skips the request when the saved filter asks for another list", async () => {
    localStorage.setItem(
      "chaekdongne-club-filter",
      JSON.stringify({ state: { genres: ["x"], sort: "latest" } }),
    );
    try {
      const fetch = await paint(clubListEntry, { items: [club()] });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      localStorage.removeItem("chaekdongne-club-filter");
    }
  });

  it("skips the request when the address carries filters (a shared search)", async () => {
    history.replaceState(null, "", "/main/club?q=%EC%86%8C%EC%84%A4&mode=online");
    try {
      const fetch = await paint(clubListEntry, { items: [club()] });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      history.replaceState(null, "", "/");
    }
  });
});

describe("early review rows (/main/bookReview)", () => {
  beforeEach(async () => {
    document.body.innerHTML = `<div id="root" inert data-prerendered="/main/bookReview">${await renderPage("reviewList")}</div>`;
  });

  it("paints up to four rows as React renders them, a writer who left included", async () => {
    const items = [
      review(),
      review({ id: "review000000002", title: MARKUP }),
      review({
        id: "review000000003",
        expand: { writer: { ...review().expand!.writer!, nickname: "", img: "" } },
      }),
      review({ id: "review000000004", detail: "잘린 글자\uFFFD..." }),
      review({ id: "review000000005" }),
    ];
    await paint(reviewListEntry, { items });
    const painted = [...document.querySelectorAll('#root ul[aria-label="리뷰 목록"] > li')];
    expect(painted).toHaveLength(4);
    painted.forEach((li, i) => {
      expect(li.outerHTML).toBe(
        comparable(live(createElement(ReviewListItem, { review: items[i], eager: i < 3 }))),
      );
    });
    expect(painted[2].textContent).toContain("탈퇴한 회원");
  });

  it("asks for page 1 with a member's token (the server leaves out whom they blocked)", async () => {
    signIn(MEMBER);
    const fetch = await paint(reviewListEntry, { items: [review()] });
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe("token");
  });
});

describe("early club detail (a member's /club/{id}, from index.html)", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, "", "/Club/abcdefghij12345/");
  });

  it.each([
    ["a member", MEMBER, club()],
    ["the host", HOST as unknown as SessionUser, club()],
    ["a member who liked it", MEMBER, club({ like: [MEMBER.id] })],
    ["a member, an ended club of a host who left", MEMBER, CLUBS[3]],
    ["a member, an online club without genre or host", MEMBER, club({ isOffline: false, expand: {} })],
  ])("paints the screen as React renders it for %s", async (_who, viewer, record) => {
    signIn(viewer as SessionUser);
    const fetch = await paint(clubDetailEntry, record);
    // The route's pattern matched case-insensitively; the request carries the member's token.
    expect(fetch.mock.calls[0][0]).toMatch(
      /\/api\/collections\/socialing\/records\/abcdefghij12345\?expand=/,
    );
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe("token");
    const root = document.getElementById("root")!;
    expect(root.hasAttribute("inert")).toBe(true);
    expect(root.getAttribute("aria-hidden")).toBe("true");
    expect(document.documentElement.hasAttribute("data-early-screen")).toBe(true);
    // The route's own screen, with the record as its data.
    const client = new QueryClient();
    client.setQueryData(getClubQueryOptions(record.id).queryKey, record);
    const page = createElement(Route, {
      path: ROUTES.clubDetail.path,
      element: createElement(ClubDetailPage),
    });
    const react = live(createElement(Routes, null, page), `/club/${record.id}`, client);
    expect(comparable(root.querySelector("main header")!)).toBe(comparable(react.querySelector("header")!));
    expect(comparable(root.querySelector("main article")!)).toBe(comparable(react.querySelector("article")!));
  });

  it("requests nothing for a visitor, and paints nothing once the app has started", async () => {
    const fetch = await paint(clubDetailEntry, club());
    expect(fetch).not.toHaveBeenCalled();
    signIn(MEMBER);
    document.getElementById("root")!.setAttribute("data-app", "");
    await paint(clubDetailEntry, club());
    expect(document.getElementById("root")!.childNodes).toHaveLength(0);
    expect(document.getElementById("root")!.hasAttribute("inert")).toBe(false);
  });
});

describe("the same stored size painted early and rendered by React (issue 31)", () => {
  // Sized files (`<stem>_<largest width>.<ext>`, src/config/image-widths.mjs): the painter's
  // preload, its painted <img>s and React's <img>s must name one width at any screen density, or
  // the phone downloads the picture twice. 1.75 is Lighthouse's phone (npm run bench:web).
  const sizedHost = { ...HOST, img: "host_240.webp" };
  const sizedClub = club({
    img: "photo_1200.webp",
    expand: { ...club().expand, createUser: sizedHost },
  });
  const sizedReview = review({
    img: "cover_540.webp",
    expand: { writer: { ...review().expand!.writer!, img: "me_240.webp" } },
  });
  const srcs = (node: ParentNode) => [...node.querySelectorAll("img")].map((i) => i.getAttribute("src"));
  const density = (dpr: number) => vi.stubGlobal("devicePixelRatio", dpr);
  const preloads = () =>
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute("href"));
  /** The head PocketBase writes for /club/{id} (pb_hooks/link-preview/lib.js), naming `record`. */
  const pageHead = (record: ClubShown) => {
    const card = { type: "website", title: "t", description: "d", url: "u", image: null, record };
    const html = linkPreviewHead.injectHead(
      '<!doctype html><html><head><meta charset="UTF-8" /><script>early()</script></head><body></body></html>',
      { site: "https://site.test", card },
    );
    document.head.innerHTML = new DOMParser().parseFromString(html, "text/html").head.innerHTML;
    expect(document.head.querySelector('meta[name="chaekdongne:record"] ~ script')).not.toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
  };
  /** The early request answers once `answer(data)` is called. */
  const holdAnswer = () => {
    let answer = (_: unknown) => {};
    const response = new Promise((resolve) => (answer = resolve));
    vi.stubGlobal("fetch", async () => ({ ok: true, json: () => response }));
    return answer;
  };
  /** The route's own screen, with `record` as its data. */
  const liveDetail = (record: Club) => {
    const client = new QueryClient();
    client.setQueryData(getClubQueryOptions(record.id).queryKey, record);
    const page = createElement(Route, {
      path: ROUTES.clubDetail.path,
      element: createElement(ClubDetailPage),
    });
    return live(createElement(Routes, null, page), `/club/${record.id}`, client);
  };

  it.each([1, 1.75, 2, 3])("club cards and their preload at density %s", async (dpr) => {
    density(dpr);
    document.body.innerHTML = `<div id="root" inert data-prerendered="/main/club">${await renderPage("clubList")}</div>`;
    await paint(clubListEntry, { items: [sizedClub] });
    const painted = srcs(document.querySelector('#root ul[aria-label="모임 목록"] > li')!);
    const react = srcs(live(createElement(ClubCard, { club: sizedClub, eager: true, priority: true })));
    expect(painted).toEqual(react);
    // 398 CSS pixels (CLUB_PHOTO_WIDTH) at 1x, 2x (1.75 rounds up) and 3x.
    expect(react[0]).toMatch(
      dpr === 1 ? /photo_480\.webp$/ : dpr === 3 ? /photo_1200\.webp$/ : /photo_800\.webp$/,
    );
    expect(document.querySelector('link[rel="preload"][as="image"]')!.getAttribute("href")).toBe(react[0]);
  });

  it.each([1, 1.75, 2, 3])("review covers and avatars at density %s", async (dpr) => {
    density(dpr);
    document.body.innerHTML = `<div id="root" inert data-prerendered="/main/bookReview">${await renderPage("reviewList")}</div>`;
    await paint(reviewListEntry, { items: [sizedReview] });
    const painted = srcs(document.querySelector('#root ul[aria-label="리뷰 목록"] > li')!);
    const react = srcs(live(createElement(ReviewListItem, { review: sizedReview, eager: true })));
    expect(painted).toEqual(react);
    expect(react.join(" ")).toMatch(/cover_\d+\.webp.*|me_\d+\.webp/);
  });

  it.each([1, 1.75, 2, 3])("a member's club detail photo and host avatar at density %s", async (dpr) => {
    density(dpr);
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, "", `/club/${sizedClub.id}`);
    signIn(MEMBER);
    await paint(clubDetailEntry, sizedClub);
    const client = new QueryClient();
    client.setQueryData(getClubQueryOptions(sizedClub.id).queryKey, sizedClub);
    const page = createElement(Route, {
      path: ROUTES.clubDetail.path,
      element: createElement(ClubDetailPage),
    });
    const react = live(createElement(Routes, null, page), `/club/${sizedClub.id}`, client);
    const painted = srcs(document.querySelector("#root main article")!);
    expect(painted).toEqual(srcs(react.querySelector("article")!));
    expect(painted.join(" ")).toMatch(/photo_\d+\.webp/);
    expect(
      document.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href") ?? painted[0],
    ).toBe(painted.find((s) => s?.includes("photo_")));
  });

  it.each([1, 1.75, 2, 3])(
    "a member's club paints from the record PocketBase writes into the page before its request answers, its photo once, at density %s",
    async (dpr) => {
      density(dpr);
      pageHead(sizedClub);
      window.history.replaceState(null, "", `/club/${sizedClub.id}`);
      signIn(MEMBER);
      // The member's own answer has not come: the page's record paints the screen meanwhile.
      const answer = holdAnswer();
      start([clubDetailEntry]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const react = liveDetail(sizedClub);
      const painted = document.querySelector("#root main article")!;
      expect(comparable(painted)).toBe(comparable(react.querySelector("article")!));
      const photo = srcs(react.querySelector("article")!).find((s) => s?.includes("photo_"));
      expect(preloads()).toEqual([photo]);
      answer(sizedClub);
      await Promise.all(Object.values(window.__chaekdongneEarly ?? {}).map((e) => e?.response));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual([photo]);
    },
  );

  it("paints a member's text in the page's record as text", async () => {
    const hostile = club({
      title: MARKUP,
      detail: '</head><script>window.__xss=1</script>\n&amp; "줄"',
      location: "<b>장소</b> &lt;",
    });
    pageHead(hostile);
    window.history.replaceState(null, "", `/club/${hostile.id}`);
    signIn(MEMBER);
    holdAnswer();
    start([clubDetailEntry]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const painted = document.querySelector("#root main article")!;
    expect(comparable(painted)).toBe(comparable(liveDetail(hostile).querySelector("article")!));
    expect(painted.querySelector("h1")!.textContent).toBe(MARKUP);
    expect(painted.textContent).toContain("</head><script>window.__xss=1</script>");
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it.each([
    [
      "the member blocked its host",
      { ...MEMBER, blockedIds: JSON.stringify(["x", HOST.id]) },
      sizedClub.id,
      {},
    ],
    ["the page names another club", MEMBER, "otherclub000001", {}],
    [
      "the page names its club without its host (an older server)",
      MEMBER,
      sizedClub.id,
      { createUser: undefined },
    ],
  ])("waits for the member's own answer when %s", async (_case, viewer, id, over) => {
    pageHead({ ...sizedClub, id, ...over });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, "", `/club/${sizedClub.id}`);
    signIn(viewer as SessionUser);
    const answer = holdAnswer();
    start([clubDetailEntry]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById("root")!.childNodes).toHaveLength(0);
    expect(preloads()).toEqual([]);
    answer(sizedClub);
    await Promise.all(Object.values(window.__chaekdongneEarly ?? {}).map((e) => e?.response));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("#root main article h1")!.textContent).toBe(sizedClub.title);
  });
});
