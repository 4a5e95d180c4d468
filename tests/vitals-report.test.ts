// @vitest-environment node
import { describe, expect, it } from "vitest";
import { routePattern } from "@/lib/report-web-vitals";
import { p75ByRoute } from "../scripts/vitals.mjs";

describe("web vitals", () => {
  it("reports route patterns, never record ids", () => {
    expect(routePattern("/club/abcdefghij12345")).toBe("/club/:id");
    expect(routePattern("/bookReview/0a1b2c3d4e5f6g7/comments")).toBe("/bookReview/:id/comments");
    expect(routePattern("/applicationClub/abcdefghij12345")).toBe("/applicationClub/:id");
    expect(routePattern("/main/club")).toBe("/main/club");
  });

  it("prints p75 per route and marks values worse than good", () => {
    const rows = [
      ...[1000, 2000, 3000, 4000].map((value) => ({ route: "/", name: "LCP", value })),
      ...[0, 0.01, 0.02, 0.3].map((value) => ({ route: "/", name: "CLS", value })),
      { route: "/main/club", name: "LCP", value: 900 },
    ];
    expect(p75ByRoute(rows)).toEqual([
      { route: "/", samples: 4, LCP: "3000 !", INP: "-", CLS: "0.020", FCP: "-", TTFB: "-" },
      { route: "/main/club", samples: 1, LCP: "900", INP: "-", CLS: "-", FCP: "-", TTFB: "-" },
    ]);
  });
});
