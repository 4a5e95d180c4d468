// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/vitals/lib.js: a vitals row names one of the app's routes, never free text.
type Vitals = {
  ROUTE_PATTERNS: string[];
  routeOf: (path: string) => string;
  ratingOf: (name: string, value: number) => string;
  allowRow: (c: unknown, name: string, loadId: string) => "ok" | "copy" | "busy";
};
const vitals = loadHookModule<Vitals>("vitals/lib.js");
const ID = "abcdefghij12345";

describe("vitals rows", () => {
  it("every page of the app maps to its own pattern", () => {
    // Each page once (the wizard's step list names its pages again), not the not-found route.
    const pages = [
      ...new Set(
        Object.values(paths).flatMap((p) =>
          typeof p === "string" ? [p] : typeof p === "function" ? [p(ID)] : [...p],
        ),
      ),
    ].filter((p) => p !== "*");
    const patterns = pages.map((p) => vitals.routeOf(p));
    expect(patterns).not.toContain("*");
    expect(new Set(patterns).size).toBe(pages.length);
    expect(vitals.ROUTE_PATTERNS.length).toBe(pages.length);
  });

  it("ids, tokens, letter case and trailing slashes reduce to the pattern; anything else is *", () => {
    expect(vitals.routeOf(`/club/${ID}`)).toBe("/club/:id");
    expect(vitals.routeOf("/club/:id")).toBe("/club/:id");
    expect(vitals.routeOf("/Main/BookReview/")).toBe("/main/bookReview");
    expect(vitals.routeOf("/resetPassword/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl")).toBe(
      "/resetPassword/:token",
    );
    expect(vitals.routeOf("/club/not-an-id")).toBe("*");
    expect(vitals.routeOf("/<script>alert(1)</script>")).toBe("*");
    expect(vitals.routeOf("https://example.com/?email=a@b.c")).toBe("*");
  });

  it("rates values with web-vitals' thresholds", () => {
    expect(vitals.ratingOf("LCP", 2500)).toBe("good");
    expect(vitals.ratingOf("LCP", 3000)).toBe("needs-improvement");
    expect(vitals.ratingOf("CLS", 0.3)).toBe("poor");
  });
});

describe("how many rows one client may add", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(3_000_000);
  });
  afterEach(() => vi.useRealTimers());
  const from = (address: string) => ({
    request: () => ({ remoteAddr: `${address}:1234`, header: { get: () => "", values: () => [] } }),
  });
  const NAMES = ["TTFB", "FCP", "LCP", "CLS", "INP"];

  it("a brisk member's page loads never meet the cap: one row per metric per load, 600 per address", () => {
    const limits = loadHookModule<Vitals>("vitals/lib.js");
    const member = from("203.0.113.10");
    // 30 page loads in one minute (the finding: ~25 refusals in one session at 60 per address).
    const verdicts = new Set<string>();
    for (let load = 0; load < 30; load++)
      for (const name of NAMES)
        verdicts.add(limits.allowRow(member, name, `load${String(load).padStart(6, "0")}`));
    expect([...verdicts]).toEqual(["ok"]);
    // A copy of a row of the same page load is refused and costs the address nothing.
    expect(limits.allowRow(member, "LCP", "load000000")).toBe("copy");
    // The per-address cap is 600 a minute (120 page loads, a crowd behind one NAT).
    let ok = 150;
    while (limits.allowRow(from("203.0.113.10"), "TTFB", "") === "ok") ok++;
    expect(ok).toBe(600);
    expect(limits.allowRow(from("203.0.113.11"), "TTFB", "")).toBe("ok");
    vi.setSystemTime(3_000_000 + 60_001);
    expect(limits.allowRow(member, "TTFB", "")).toBe("ok");
  });
});
