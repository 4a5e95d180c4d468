import { afterEach, expect, it, vi } from "vitest";
import { prerenderedPages, renderPage } from "@/app/prerender";
import { ROUTES } from "@/config/route-table.mjs";

// When the early painter lets the app's JS start (src/app/early/paint.ts): once the painted screen
// is on screen. A requestAnimationFrame callback runs before its frame paints, and the browser
// reports the largest paint only once that frame is presented: files started earlier count against
// the first paints in Lighthouse's model (a member's club detail, whose photo the page's HTML
// starts, painted ~150 ms later and read 1.7x the floor). Each test loads its own painter: no
// other test's frames or timers may start the app here.

const pages = await prerenderedPages();
const entryOf = (path: string) => pages.find((p) => p.path === path)!.early.find((e) => e.paint)!;
const APP_FILE = "/assets/index-test.js";

/** A fresh painter, started on `path` with `items` as its early response. */
async function startOn(path: string, items: unknown[]) {
  vi.resetModules();
  const painter = await import("@/app/early/paint");
  const page = path === ROUTES.clubList.path ? "clubList" : "reviewList";
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root" inert data-prerendered="${path}">${await renderPage(page)}</div>`;
  window.history.replaceState(null, "", path);
  vi.stubGlobal("fetch", async () => ({ ok: true, json: async () => ({ items }) }));
  const state = { started: false };
  void painter.whenAppStarts().then(() => (state.started = true));
  painter.start([entryOf(path)], [APP_FILE]);
  return state;
}
const appFile = () => document.querySelector('link[rel="modulepreload"]')?.getAttribute("href");

afterEach(() => vi.unstubAllGlobals());

it("without the browser's paint reports: after the frame that shows the screen, not in it", async () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("PerformanceObserver", undefined);
  const review = {
    id: "review000000001",
    collectionId: "bookReview00001",
    title: "좋은 책",
    bookTitle: "채식주의자",
    img: "",
    created: "2026-11-20 09:00:00.000Z",
    detail: "첫 문단의 요약이에요...",
    expand: { writer: { id: "writer000000001", collectionId: "users0000000001", nickname: "책벌레" } },
  };
  const state = await startOn(ROUTES.reviewList.path, [review]);

  await vi.waitFor(() => expect(frames).toHaveLength(1));
  expect(document.querySelector('#root ul[aria-label="리뷰 목록"] > li')?.textContent).toContain("좋은 책");
  // The frame that shows it: its callbacks run, then it paints.
  frames.splice(0).forEach((callback) => callback(performance.now()));
  await Promise.resolve();
  expect(appFile()).toBeUndefined();
  expect(state.started).toBe(false);

  await vi.waitFor(() => expect(state.started).toBe(true));
  expect(appFile()).toBe(APP_FILE);
});

it("with them: once the first photo's largest paint is reported, not the text's before it", async () => {
  const observers: { report: (entries: object[]) => void }[] = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(callback: (list: { getEntries: () => object[] }) => void) {
        observers.push({ report: (entries) => callback({ getEntries: () => entries }) });
      }
      observe() {}
      disconnect() {}
    },
  );
  const club = {
    id: "abcdefghij12345",
    collectionId: "socialing000001",
    title: "사진 있는 모임",
    isOffline: true,
    location: "서울 마포구",
    dateTime: "2099-03-04 05:06:00.000Z",
    limitPerson: 8,
    confirmUser: [],
    like: [],
    img: "club_abc_1200.webp",
    expand: { genre: { title: "소설" } },
  };
  const state = await startOn(ROUTES.clubList.path, [club]);

  await vi.waitFor(() => expect(document.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
  const preload = document.querySelector('link[rel="preload"][as="image"]')!;
  preload.dispatchEvent(new Event("load"));
  await vi.waitFor(() => expect(observers).toHaveLength(1));
  const card = document.querySelector('#root ul[aria-label="모임 목록"] > li')!;
  // The card's title painted first: the photo is not on screen yet.
  const title = [...card.querySelectorAll("*")].find((e) => e.textContent === "사진 있는 모임");
  expect(title).toBeDefined();
  observers[0].report([{ element: title, url: "" }]);
  await Promise.resolve();
  expect(state.started).toBe(false);
  expect(appFile()).toBeUndefined();

  observers[0].report([{ element: card.querySelector("img"), url: preload.getAttribute("href") }]);
  await vi.waitFor(() => expect(state.started).toBe(true));
  expect(appFile()).toBe(APP_FILE);
});
