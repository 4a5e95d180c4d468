import { describe, expect, it } from "vitest";
import { createMemoryRouter } from "react-router";
import { QueryClient } from "@tanstack/react-query";
import { buildRoutes, secondaryRoutes } from "@/app/router";
import { routePage } from "@/app/route-page";

type Router = ReturnType<typeof createMemoryRouter>;

// The route table is split (docs/architecture.md, "Routing"): the first screens' routes ship with
// the entry, every other route is added the first time a path needs it.
function start(path: string) {
  const queryClient = new QueryClient();
  const routes = buildRoutes(queryClient);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: secondaryRoutes(routes, routePage(queryClient)),
  });
  return new Promise<Router>((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve(router)));
  });
}

const leafPath = (router: Router) => router.state.matches.at(-1)?.route.path;
const allPaths = (router: Router) => {
  const paths: string[] = [];
  const walk = (routes: Router["routes"]) =>
    routes.forEach((r) => (r.path && paths.push(r.path), r.children && walk(r.children)));
  walk(router.routes);
  return paths;
};

describe("routes added on first use", () => {
  it("a first screen opens without the other screens' table", async () => {
    const router = await start("/");
    expect(leafPath(router)).toBe("/");
    expect(allPaths(router)).not.toContain("/login");
  });

  it("another screen's path adds the table and matches its route, also later in the session", async () => {
    const router = await start("/login");
    expect(leafPath(router)).toBe("/login");
    await router.navigate("/welcome");
    expect(leafPath(router)).toBe("/welcome");
  }, 20_000);

  it("matches paths case-insensitively (/Welcome) and places routes as the table says", async () => {
    const router = await start("/Welcome");
    expect(leafPath(router)).toBe("/welcome");
    await router.navigate("/myPage");
    expect(router.state.matches.map((m) => m.route.id)).toContain("member-pages");
    await router.navigate("/bookReview/abcdefghij12345/comments");
    expect(router.state.matches.map((m) => m.route.id).slice(-2)).toEqual(["reviewDetail", "reviewComments"]);
    await router.navigate("/deleteAccount");
    expect(router.state.matches.map((m) => m.route.id)).not.toContain("member-pages");
  }, 20_000);

  it("an unknown path still ends at the 404 route", async () => {
    const router = await start("/no/such/page");
    expect(leafPath(router)).toBe("*");
  }, 20_000);
});
