import source from "../pb_hooks/clubs/search.js?raw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen, act, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import {
  DEFAULT_CLUB_SEARCH,
  hasClubSearch,
  needsSearchRoute,
  readClubSearch,
  writeClubSearch,
  type ClubSearch,
} from "@/features/clubs/lib/club-search-params";
import { searchRouteQuery } from "@/features/clubs/api/search-clubs";
import { savedClubFilters, useClubFilter } from "@/features/clubs/stores/club-filter";
import { resetClubSearchStart, useClubSearch } from "@/features/clubs/hooks/use-club-search";

// The club list's filters: URL <-> filters <-> saved store <-> the server route's allowlist.

type Server = {
  PARAMS: Record<string, RegExp>;
  rangeOf: (when: string, now: number) => [number, number];
};
const server = (() => {
  const module = { exports: {} as Server };
  new Function("module", "BadRequestError", source)(module, Error);
  return module.exports;
})();

const G1 = "genre0000000001";
const G2 = "genre0000000007";

const sample: ClubSearch[] = [
  DEFAULT_CLUB_SEARCH,
  { ...DEFAULT_CLUB_SEARCH, q: "강남 소설" },
  { q: "한강 작가", genres: [G1, G2], mode: "offline", when: "weekend", open: true, sort: "soonest" },
  { ...DEFAULT_CLUB_SEARCH, mode: "online", when: "2026-12-24" },
  { ...DEFAULT_CLUB_SEARCH, when: "week", open: true },
];

describe("club search URL", () => {
  it("round-trips every filter and leaves defaults out (the plain list is the bare URL)", () => {
    for (const f of sample) expect(readClubSearch(writeClubSearch(f))).toEqual(f);
    expect(writeClubSearch(DEFAULT_CLUB_SEARCH).toString()).toBe("");
    expect(writeClubSearch(sample[2]).toString()).toBe(
      "q=%ED%95%9C%EA%B0%95+%EC%9E%91%EA%B0%80&genres=genre0000000001%2Cgenre0000000007&mode=offline&when=weekend&open=1&sort=soonest",
    );
  });

  it("drops what the server would refuse from a hand-edited or old link", () => {
    const f = readClubSearch(
      new URLSearchParams(
        "q=%27%22%5C%25책&genres=bad,genre0000000001,genre0000000001&mode=both&when=2026-13-40&open=yes&sort=-created&filter=x",
      ),
    );
    expect(f).toEqual({ ...DEFAULT_CLUB_SEARCH, q: "책", genres: [G1] });
    expect(readClubSearch(new URLSearchParams(`q=${"가".repeat(150)}`)).q).toHaveLength(100);
  });

  it("knows a URL that speaks about filters from a bare one", () => {
    expect(hasClubSearch(new URLSearchParams(""))).toBe(false);
    expect(hasClubSearch(new URLSearchParams("utm_source=x"))).toBe(false);
    expect(hasClubSearch(new URLSearchParams("sort=latest"))).toBe(true);
  });

  it("sends words, online/offline, dates and 모집 중 to the route; genres and sort stay on the list", () => {
    expect(needsSearchRoute(DEFAULT_CLUB_SEARCH)).toBe(false);
    expect(needsSearchRoute({ ...DEFAULT_CLUB_SEARCH, genres: [G1], sort: "soonest" } as ClubSearch)).toBe(
      false,
    );
    for (const part of [{ q: "소설" }, { mode: "online" }, { when: "week" }, { open: true }])
      expect(needsSearchRoute({ ...DEFAULT_CLUB_SEARCH, ...part } as ClubSearch)).toBe(true);
  });

  it("every query the app sends passes the server route's allowlist (pb_hooks/clubs/search.js)", () => {
    const modes = ["", "online", "offline"] as const;
    const whens = ["", "week", "weekend", "2027-01-31"] as const;
    for (const mode of modes)
      for (const when of whens)
        for (const open of [false, true])
          for (const q of ["", "소설", "'위험한' \\ 100% 검색"])
            for (const page of [1, 2, 30]) {
              const query = searchRouteQuery(
                { q, genres: open ? [G1, G2] : [], mode, when, open, sort: open ? "soonest" : "latest" },
                page,
                10,
              );
              for (const [key, value] of Object.entries(query)) {
                expect(server.PARAMS[key], key).toBeDefined();
                expect(server.PARAMS[key].test(value), `${key}=${value}`).toBe(true);
              }
            }
  });

  it("reads dates in Korean time: this week ends Sunday night, the weekend is Saturday and Sunday", () => {
    const kst = (s: string) => Date.parse(`${s}+09:00`);
    const wed = kst("2026-11-25T22:00:00"); // a Wednesday evening in Seoul
    expect(server.rangeOf("week", wed)).toEqual([wed, kst("2026-11-30T00:00:00")]);
    expect(server.rangeOf("weekend", wed)).toEqual([kst("2026-11-28T00:00:00"), kst("2026-11-30T00:00:00")]);
    const sun = kst("2026-11-29T10:00:00");
    expect(server.rangeOf("weekend", sun)).toEqual([sun, kst("2026-11-30T00:00:00")]);
    expect(server.rangeOf("week", sun)).toEqual([sun, kst("2026-11-30T00:00:00")]);
    expect(server.rangeOf("2026-12-24", wed)).toEqual([
      kst("2026-12-24T00:00:00"),
      kst("2026-12-25T00:00:00"),
    ]);
    // 00:30 in Seoul is still the previous day in UTC: the day is Seoul's.
    const early = kst("2026-11-26T00:30:00");
    expect(server.rangeOf("2026-11-26", early)).toEqual([early, kst("2026-11-27T00:00:00")]);
    expect(() => server.rangeOf("2026-02-30", wed)).toThrow();
  });
});

// The list page's hook, in a memory router: the URL decides and the saved filters follow.
function Probe() {
  const { filters, apply } = useClubSearch();
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <output aria-label="filters">{JSON.stringify(filters)}</output>
      <button onClick={() => apply({ ...filters, mode: "online" })}>온라인</button>
    </>
  );
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: "/main/club", element: <Probe /> },
      { path: "/elsewhere", element: <p>다른 화면</p> },
    ],
    { initialEntries: entries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => JSON.parse(screen.getByLabelText("filters").textContent!) as ClubSearch;

describe("club filters in the URL and the saved store", () => {
  beforeEach(() => {
    useClubFilter.getState().setFilters(DEFAULT_CLUB_SEARCH);
    resetClubSearchStart();
  });
  afterEach(() => localStorage.clear());

  it("a link's filters are shown and saved", async () => {
    renderAt(["/main/club?q=%EC%86%8C%EC%84%A4&mode=offline"]);
    expect(shown()).toMatchObject({ q: "소설", mode: "offline" });
    // Saved by the store, which loads with the first save (not on the first screen).
    await waitFor(() => expect(savedClubFilters()).toMatchObject({ q: "소설", mode: "offline" }));
    expect(JSON.parse(localStorage.getItem("chaekdongne-club-filter")!)).toMatchObject({
      version: 0,
      state: { q: "소설", mode: "offline" },
    });
  });

  it("a bare /main/club opened anew shows the saved filters and puts them in its URL", async () => {
    useClubFilter.getState().setFilters({ ...DEFAULT_CLUB_SEARCH, genres: [G1], open: true });
    const router = renderAt(["/main/club"]);
    expect(shown()).toMatchObject({ genres: [G1], open: true });
    expect(router.state.location.search).toBe(`?genres=${G1}&open=1`);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("a new filter is a new entry; Back returns to the list as it was, also to a bare one", async () => {
    const router = renderAt(["/main/club"]);
    await act(() => screen.getByRole("button", { name: "온라인" }).click());
    expect(router.state.location.search).toBe("?mode=online");
    await waitFor(() => expect(savedClubFilters().mode).toBe("online"));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("");
    expect(shown()).toEqual(DEFAULT_CLUB_SEARCH);
    await waitFor(() => expect(savedClubFilters()).toEqual(DEFAULT_CLUB_SEARCH));
    await act(() => router.navigate(1));
    expect(shown().mode).toBe("online");
  });

  it("a link to the bare list from elsewhere brings the saved filters back", async () => {
    useClubFilter.getState().setFilters({ ...DEFAULT_CLUB_SEARCH, when: "weekend" });
    const router = renderAt(["/elsewhere"]);
    await act(() => router.navigate("/main/club"));
    expect(router.state.location.search).toBe("?when=weekend");
    expect(shown().when).toBe("weekend");
  });
});
