// `npm run bench:web`: production build + throwaway seeded PocketBase + `vite preview`, then
// Lighthouse (mobile, simulated throttling, Debian Chromium) 3 times per page; prints medians and
// the first-load JS (gzip) of "/" and "/main/club" from the build's chunk graph.
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 3).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { buildGraph, checkPages, BUDGET_BYTES } from "./check-bundle.mjs";
import { kb } from "./lib/bundle-graph.mjs";
import { freePort, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startPreview } from "./lib/preview-server.mjs";
import { median, printTable } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGET = { score: 97, cls: 0.02 };
const SESSION_KEY = "chaekdongne-auth";

/** One Lighthouse run on a fresh tab; `session` is injected like e2e loginAs (zustand persist v0). */
async function audit(browser, url, session) {
  const page = await browser.newPage();
  try {
    if (session) {
      await page.evaluateOnNewDocument(
        (key, value) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        SESSION_KEY,
        JSON.stringify({ state: session, version: 0 }),
      );
    }
    const result = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: ["performance"] }, undefined, page);
    const { audits, categories } = result.lhr;
    const scripts = audits["resource-summary"].details.items.find((i) => i.resourceType === "script");
    if (process.env.BENCH_DETAILS) printDetails(url, audits);
    return {
      score: Math.round(categories.performance.score * 100),
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      js: scripts?.transferSize ?? 0,
      finalUrl: result.lhr.finalDisplayedUrl,
      // Lighthouse's CPU benchmark of this machine: its 4x slowdown assumes an index of about 1000+.
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
    };
  } finally {
    await page.close();
  }
}

/** BENCH_DETAILS=1: what Lighthouse blames (LCP element and phases, long tasks, blocking resources). */
function printDetails(url, audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const lcpEl = items("largest-contentful-paint-element")[0]?.items?.[0]?.node;
  const phases = items("largest-contentful-paint-element")[1]?.items ?? [];
  console.log(`\n--- ${url}`);
  for (const id of ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "max-potential-fid"])
    console.log(`  ${id}: ${audits[id]?.displayValue}`);
  if (lcpEl) console.log(`  LCP element: ${lcpEl.snippet}`);
  for (const p of phases) console.log(`  LCP ${p.phase}: ${Math.round(p.timing)} ms`);
  for (const t of items("long-tasks").slice(0, 6)) console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}: ${t.url}`);
  for (const l of items("layout-shifts").slice(0, 4)) console.log(`  layout shift ${l.score?.toFixed(3)}: ${l.node?.snippet ?? "?"}`);
  for (const r of items("render-blocking-resources")) console.log(`  render-blocking: ${r.url} (${Math.round(r.wastedMs)} ms)`);
  for (const b of items("bootup-time").slice(0, 4)) console.log(`  bootup: ${b.url} total ${Math.round(b.total)} ms, script ${Math.round(b.scripting)} ms`);
  console.log(`  main thread: ${items("mainthread-work-breakdown").map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(", ")}`);
  for (const r of items("network-requests").filter((r) => r.resourceType !== "Image").slice(0, 30))
    console.log(`  net ${Math.round(r.networkRequestTime ?? r.startTime)}-${Math.round(r.networkEndTime ?? r.endTime)} ${r.resourceType} ${Math.round((r.transferSize ?? 0) / 1024)}KB ${r.url.slice(0, 110)}`);
}

async function main() {
  const pbPort = await freePort();
  const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-web-"));
  process.env.VITE_PB_URL = `http://127.0.0.1:${pbPort}`;
  const cleanups = [() => rmSync(outDir, { recursive: true, force: true })];
  try {
    console.log("Building…");
    const bundle = checkPages(await buildGraph(outDir));
    const pb = await startPocketBase({ port: pbPort });
    cleanups.push(() => pb.stop());
    const { clubIds } = await seed(pb.url, pb.admin);
    const preview = await startPreview(outDir);
    cleanups.push(() => preview.stop());

    const client = new PocketBase(pb.url);
    const auth = await client.collection("users").authWithPassword(members[0].email, SEED_PASSWORD);
    const session = { token: auth.token, user: auth.record };
    const pages = [
      { path: "/" },
      { path: "/main/club" },
      { path: "/main/bookReview" },
      { path: `/club/${clubIds.c1}`, session, label: "/club/{id} (member)" },
    ];

    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox"] });
    cleanups.push(() => chrome.kill());
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    cleanups.push(() => browser.disconnect());

    const rows = [];
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await audit(browser, preview.url + p.path, p.session);
        if (new URL(r.finalUrl).pathname !== p.path) throw new Error(`${p.path} ended at ${r.finalUrl}`);
        runs.push(r);
        process.stdout.write(".");
      }
      const m = (k) => median(runs.map((r) => r[k]));
      rows.push({
        page: p.label ?? p.path,
        score: `${m("score")}${m("score") >= TARGET.score ? "" : " ✗"}`,
        "LCP ms": Math.round(m("lcp")),
        CLS: `${m("cls").toFixed(3)}${m("cls") <= TARGET.cls ? "" : " ✗"}`,
        "TBT ms": Math.round(m("tbt")),
        "JS transferred": kb(m("js")),
        "scores (runs)": runs.map((r) => r.score).join("/"),
        benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
      });
    }
    const benchmarkIndex = Math.round(median(rows.flatMap((r) => r.benchmarkIndexes)));
    for (const r of rows) delete r.benchmarkIndexes;
    console.log(`\n\nLighthouse ${RUNS}× per page (mobile, simulated slow 4G + 4× CPU), medians. ✗ = misses target (score ≥ ${TARGET.score}, CLS ≤ ${TARGET.cls})\n`);
    printTable(rows);
    console.log(`\nHost CPU benchmarkIndex (median): ${benchmarkIndex}` +
      (benchmarkIndex < 1000 ? " - below the ~1000 Lighthouse's 4x slowdown is calibrated for: CPU-bound metrics (LCP render delay, TBT) read worse than on a typical machine." : ""));
    console.log(`\nFirst-load JS (entry + static imports, gzip -9), budget ${kb(BUDGET_BYTES)}:`);
    for (const b of bundle) {
      const editor = b.forbidden.length ? ", EDITOR LOADED EAGERLY" : ", editor lazy";
      console.log(`  ${b.page.padEnd(17)} ${kb(b.gzip)}${b.overBudget ? " ✗" : ""}${editor}`);
    }
  } finally {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  }
}

await main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
