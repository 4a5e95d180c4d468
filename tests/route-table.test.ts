import { describe, expect, it } from "vitest";
import { matchPath } from "react-router";
import { ROUTES, href, htmlFile, routeModule, routeRegex } from "@/config/route-table.mjs";
import { paths, type RouteName } from "@/config/paths";
import { SECONDARY_ROUTES } from "@/app/secondary-routes";
import { FIRST_SCREENS, LAYOUTS } from "@/app/router";

// One table of routes (src/config/route-table.mjs) that the router, the links, the prerender, the
// early requests, the bundle check and the chunk groups read.
const names = Object.keys(ROUTES) as RouteName[];
const routeModules = import.meta.glob("@/app/routes/*.tsx");

describe("the route table", () => {
  it("has one module per route, src/app/routes/<kebab-case name>.tsx, loaded by the router", async () => {
    const loaders: Record<string, () => Promise<unknown>> = { ...FIRST_SCREENS, ...SECONDARY_ROUTES };
    expect(Object.keys(loaders).sort()).toEqual([...names].sort());
    for (const name of names) {
      const file = `/src/app/routes/${routeModule(name)}.tsx`;
      expect(routeModules[file], file).toBeDefined();
      expect(await loaders[name](), name).toBe(await routeModules[file]());
    }
    for (const [layout, load] of Object.entries(LAYOUTS))
      expect(await load()).toBe(await routeModules[`/src/app/routes/${layout}.tsx`]());
  });

  it("compiles each pattern into a regular expression that matches exactly like the router", () => {
    const pathnames = [
      "/",
      "//",
      "/club/abcdefghij12345",
      "/CLUB/abcdefghij12345",
      "/club/abcdefghij12345/",
      "/club/abc/def",
      "/club/",
      "/club",
      "/Welcome",
      "/welcome/",
      "/main/club",
      "/main/club/filter",
      "/Main/BookReview",
      "/bookReview/x1/comments",
      "/bookReview/x1/Comments//",
      "/bookReview/%20/comments",
      "/resetPassword/a.b-c_d",
      "/createClub2",
      "/createClub22",
      "/nope",
    ];
    for (const name of names) {
      const { path } = ROUTES[name];
      if (path === "*") continue;
      const regex = new RegExp(routeRegex(path), "i");
      for (const pathname of pathnames) {
        const router = matchPath(path, pathname);
        const match = regex.exec(pathname);
        expect(!!match, `${path} on ${pathname}`).toBe(!!router);
        if (router && match) expect({ ...match.groups }).toEqual(router.params);
      }
    }
  });

  it("builds links from the patterns", () => {
    expect(paths.login).toBe("/login");
    expect(paths.clubDetail("abcdefghij12345")).toBe("/club/abcdefghij12345");
    expect(paths.reviewComments("r1")).toBe("/bookReview/r1/comments");
    expect(paths.createClubStep2).toBe("/createClub2");
    expect(href("/resetPassword/:token", "a/b?c")).toBe("/resetPassword/a%2Fb%3Fc");
    expect(htmlFile(ROUTES.landing)).toBe("index.html");
    expect(htmlFile(ROUTES.reviewList)).toBe("main/bookReview.html");
    expect(htmlFile(ROUTES.clubDetail)).toBe("index.html");
  });
});
