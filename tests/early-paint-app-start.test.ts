import { expect, it, vi } from "vitest";
import { start, whenAppStarts } from "@/app/early/paint";
import { prerenderedPages, renderPage } from "@/app/prerender";
import { ROUTES } from "@/config/route-table.mjs";

// When the early painter lets the app's JS start (src/app/early/paint.ts): after the frame that
// shows the painted screen. A requestAnimationFrame callback runs before its frame paints, so
// files started there come before the first paint (Lighthouse then counts their download in it:
// a member's club detail, whose photo the page's HTML starts, painted ~150 ms later). Its own file:
// no other test's frames or timers may start the app here.

it("starts the app's files only once the frame showing the painted screen is done", async () => {
  const pages = await prerenderedPages();
  const entry = pages.find((p) => p.path === ROUTES.reviewList.path)!.early.find((e) => e.paint)!;
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
  document.body.innerHTML = `<div id="root" inert data-prerendered="/main/bookReview">${await renderPage("reviewList")}</div>`;
  window.history.replaceState(null, "", ROUTES.reviewList.path);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("fetch", async () => ({ ok: true, json: async () => ({ items: [review] }) }));
  let started = false;
  void whenAppStarts().then(() => (started = true));
  start([entry], ["/assets/index-test.js"]);

  await vi.waitFor(() => expect(frames).toHaveLength(1));
  expect(document.querySelector('#root ul[aria-label="리뷰 목록"] > li')?.textContent).toContain("좋은 책");
  // The frame that shows it: its callbacks run, then it paints.
  frames.splice(0).forEach((callback) => callback(performance.now()));
  await Promise.resolve();
  expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
  expect(started).toBe(false);

  await vi.waitFor(() => expect(started).toBe(true));
  expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe(
    "/assets/index-test.js",
  );
  vi.unstubAllGlobals();
});
