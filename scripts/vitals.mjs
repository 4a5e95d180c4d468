// `npm run vitals [-- --days 28]`: p75 of the Core Web Vitals real visits reported, per route.
// Reads the admin-only "vitals" collection at VITE_PB_URL (default http://127.0.0.1:8090) with
// PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD (default: the dev admin).
import PocketBase from "pocketbase";
import { parseArgs } from "node:util";
import { DEV_ADMIN } from "./lib/pocketbase-server.mjs";
import { percentile, printTable } from "./lib/stats.mjs";

const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"];
// Google's "good" thresholds (p75 of visits should be under them).
const GOOD = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

/** rows [{ route, name, value }] -> [{ route, visits, LCP, ... }] with p75 values and a mark when not good. */
export function p75ByRoute(rows) {
  const byRoute = new Map();
  for (const r of rows) {
    const metrics = byRoute.get(r.route) ?? new Map();
    byRoute.set(r.route, metrics);
    metrics.set(r.name, [...(metrics.get(r.name) ?? []), r.value]);
  }
  return [...byRoute.entries()]
    .map(([route, metrics]) => {
      const out = { route, samples: Math.max(...[...metrics.values()].map((v) => v.length)) };
      for (const name of METRICS) {
        const values = metrics.get(name) ?? [];
        const p75 = percentile(values, 75);
        out[name] = values.length
          ? `${name === "CLS" ? p75.toFixed(3) : Math.round(p75)}${p75 > GOOD[name] ? " !" : ""}`
          : "-";
      }
      return out;
    })
    .sort((a, b) => b.samples - a.samples);
}

async function main() {
  const { values } = parseArgs({ options: { days: { type: "string", default: "28" } } });
  const url = process.env.VITE_PB_URL ?? "http://127.0.0.1:8090";
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(
    process.env.PB_ADMIN_EMAIL ?? DEV_ADMIN.email,
    process.env.PB_ADMIN_PASSWORD ?? DEV_ADMIN.password,
  );
  const since = new Date(Date.now() - Number(values.days) * 86_400_000).toISOString().replace("T", " ");
  const rows = await pb.collection("vitals").getFullList({
    filter: pb.filter("created >= {:since}", { since }),
    fields: "route,name,value",
    batch: 1000,
  });
  console.log(
    `Core Web Vitals, p75 per route, last ${values.days} days, ${rows.length} measurements from ${url}`,
  );
  console.log(
    `(ms, CLS unitless; "!" = worse than Google's "good": LCP 2500, INP 200, CLS 0.1, FCP 1800, TTFB 800)\n`,
  );
  if (!rows.length)
    return console.log("No measurements yet: visit the production build (npm run build && npm run preview).");
  printTable(p75ByRoute(rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
