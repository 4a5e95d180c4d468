import { readFileSync } from "node:fs";

/**
 * The admin-only routes scripts/bench-hooks/bench.pb.js registers, read from that file so a route
 * added there is checked too: only servers started with startPocketBase({ benchHooks: true }) have
 * them (the shared e2e server, benchmarks); production never does (e2e/prod/smoke.spec.ts).
 */
export function benchRoutes(): { method: string; path: string }[] {
  const source = readFileSync("scripts/bench-hooks/bench.pb.js", "utf8");
  const routes = [...source.matchAll(/routerAdd\(\s*"([A-Z]+)",\s*"([^"]+)"/g)].map(([, method, path]) => ({
    method,
    path,
  }));
  if (routes.length < 2) throw new Error("no routerAdd( found in scripts/bench-hooks/bench.pb.js");
  return routes;
}
