import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/vitals/lib.js: a vitals row names one of the app's routes, never free text.
type Vitals = {
  ROUTE_PATTERNS: string[];
  routeOf: (path: string) => string;
  ratingOf: (name: string, value: number) => string;
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
