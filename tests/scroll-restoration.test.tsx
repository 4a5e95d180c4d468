import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { ScrollRestoration } from "@/components/layouts/scroll-restoration";

// The app's <ScrollRestoration> (react-router's less its server script, issue 33): Back and
// Forward return to the saved position, a new page starts at the top unless its link keeps it.
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.stubGlobal("scrollTo", scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function start() {
  const page = (name: string) => ({ path: `/${name}`, element: <p>{name}</p> });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [page("list"), page("detail"), page("other")],
      },
    ],
    { initialEntries: ["/list"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

describe("ScrollRestoration", () => {
  it("starts a new page at the top and brings Back to where the page was", async () => {
    const router = start();
    scrollY = 640; // the member scrolled the list
    await act(() => router.navigate("/detail"));
    expect(lastScroll()).toBe(0);
    scrollY = 120;
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/list");
    expect(lastScroll()).toBe(640);
    await act(() => router.navigate(1));
    expect(lastScroll()).toBe(120);
  });

  it("leaves the first screen where the reader already scrolled it", () => {
    scrollY = 526; // read on the prerendered page before the app ran
    start();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the position when the link asks for it (preventScrollReset)", async () => {
    const router = start();
    scrollY = 300;
    scrollTo.mockClear();
    await act(() => router.navigate("/other", { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("saves the positions for a reload of the tab when the page goes away", async () => {
    const router = start();
    scrollY = 410;
    await act(() => router.navigate("/detail"));
    scrollY = 90;
    window.dispatchEvent(new Event("pagehide"));
    const saved = JSON.parse(sessionStorage.getItem("react-router-scroll-positions")!) as Record<
      string,
      number
    >;
    expect(Object.values(saved).sort((a, b) => a - b)).toEqual([90, 410]);
  });
});
