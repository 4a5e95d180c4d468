// `npm run bench:web`: the app's first screens against their floor, in one interleaved run.
// For each page, Lighthouse (mobile, simulated slow 4G + 4x CPU, Debian Chromium, fresh tab) audits
//   - app:   the production build (`vite preview` by default, or BENCH_BASE_URL, e.g. the
//            production stack https://127.0.0.1:8443 once `npm run prod` exists),
//   - floor: the same page's rendered DOM + CSS saved as static HTML, scripts removed, same images,
//   - bare:  our exact stack (React, router, Query, SDK) rendering 10 reviews (scripts/bench-bare),
// (floor and bare come from the app's own Caddy on the production stack, at /bench/; else from a
// loopback static server) round after round (app, floor, ..., bare), so machine load hits all three
// alike. Prints medians, LCP ratios app/floor and app/bare, main-thread time (Lighthouse's, and
// the same tasks in CPU time, which a busy machine does not inflate), request counts and the
// 1-minute load average next to every row (the machine is shared: compare on a quiet one).
// Env: BENCH_STACK=prod (Caddy + HTTP/2, same-origin API), BENCH_RUNS (rounds, default 3),
// CHROME_PATH, BENCH_DETAILS=1 (what Lighthouse blames), BENCH_REPORTS=dir (keeps each report),
// BENCH_BASE_URL + BENCH_PB_URL (an already running, seeded stack: skips build/preview/seed),
// BENCH_COMPARE=<git ref> (also builds that commit and audits it in the same rounds: an A/B),
// BENCH_PHOTOS=1 (first uploads real phone pictures through each app: scripts/lib/upload-photos.mjs).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import puppeteer from "puppeteer-core";
import react from "@vitejs/plugin-react";
import { execSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { build } from "vite";
import { buildGraph, checkPages, BUDGET_BYTES } from "./check-bundle.mjs";
import { kb } from "./lib/bundle-graph.mjs";
import { DEV_ADMIN, ROOT, freePort, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startPreview } from "./lib/preview-server.mjs";
import { startProdStack } from "./lib/prod-stack.mjs";
import { cpuWork } from "./lib/trace-work.mjs";
import { median, printTable } from "./lib/stats.mjs";
import { phonePictures, uploadThroughApp } from "./lib/upload-photos.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Issue 33: main-thread time at most twice the bare stack's, requests at most twice the floor's.
const TARGET = { score: 97, cls: 0.02, floorRatio: 1.1, bareRatio: 1, mainThreadRatio: 2, requestRatio: 2 };
const BASE_URL = process.env.BENCH_BASE_URL?.replace(/\/$/, "");
const PB_URL = process.env.BENCH_PB_URL?.replace(/\/$/, "");
// "prod": the build served by Caddy (deploy/Caddyfile: HTTPS, HTTP/2, compression) with the API on
// the site's own origin, as `npm run prod` runs it; default "preview" (`vite preview`, HTTP/1.1).
const STACK = process.env.BENCH_STACK ?? "preview";
const COMPARE = process.env.BENCH_COMPARE;
const SESSION_KEY = "chaekdongne-auth";

/** One Lighthouse run on a fresh tab; `session` is injected like e2e loginAs (zustand persist v0). */
async function audit(browser, url, session) {
  const page = await browser.newPage();
  try {
    await injectSession(page, session);
    const result = await lighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: ["performance"] },
      undefined,
      page,
    );
    const { audits, categories } = result.lhr;
    if (process.env.BENCH_REPORTS) saveReport(url, result.lhr, result.artifacts.Trace);
    const scripts = audits["resource-summary"].details?.items.find((i) => i.resourceType === "script");
    if (result.lhr.runtimeError)
      console.log(`\n${url}: Lighthouse could not measure it (${result.lhr.runtimeError.message})`);
    if (process.env.BENCH_DETAILS) printDetails(url, audits);
    return {
      // A run Lighthouse could not measure (e.g. NO_FCP) is reported, not averaged in.
      error: result.lhr.runtimeError?.code,
      score: Math.round(categories.performance.score * 100),
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      js: scripts?.transferSize ?? 0,
      mainThread: audits["mainthread-work-breakdown"]?.numericValue ?? NaN,
      // The same tasks in the thread's CPU time, on Lighthouse's 4x scale: what the work costs
      // without the waits for a CPU that the shared machine adds to the wall time above.
      mainThreadCpu: 4 * (cpuWork(result.artifacts?.Trace?.traceEvents ?? []) ?? NaN),
      requests: audits["network-requests"]?.details?.items?.length ?? NaN,
      finalUrl: result.lhr.finalDisplayedUrl,
      // Lighthouse's CPU benchmark of this machine: its 4x slowdown assumes an index of about 1000+.
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
    };
  } finally {
    await page.close();
  }
}

/**
 * BENCH_REPORTS=dir: keeps every Lighthouse report (open in the Lighthouse viewer) and its trace
 * (`.trace.json`: DevTools' Performance panel; the tasks behind "main thread work").
 */
function saveReport(url, lhr, trace) {
  const dir = process.env.BENCH_REPORTS;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).host.replace(/\W+/g, "_")}${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/** BENCH_DETAILS=1: what Lighthouse blames (LCP element and phases, long tasks, blocking resources). */
function printDetails(url, audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const lcpEl = items("largest-contentful-paint-element")[0]?.items?.[0]?.node;
  const phases = items("largest-contentful-paint-element")[1]?.items ?? [];
  console.log(`\n--- ${url}`);
  for (const id of [
    "first-contentful-paint",
    "speed-index",
    "largest-contentful-paint",
    "total-blocking-time",
    "max-potential-fid",
  ])
    console.log(`  ${id}: ${audits[id]?.displayValue}`);
  if (lcpEl) console.log(`  LCP element: ${lcpEl.snippet}`);
  for (const p of phases) console.log(`  LCP ${p.phase}: ${Math.round(p.timing)} ms`);
  for (const t of items("long-tasks").slice(0, 6))
    console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}: ${t.url}`);
  for (const l of items("layout-shifts").slice(0, 4))
    console.log(`  layout shift ${l.score?.toFixed(3)}: ${l.node?.snippet ?? "?"}`);
  for (const r of items("render-blocking-resources"))
    console.log(`  render-blocking: ${r.url} (${Math.round(r.wastedMs)} ms)`);
  for (const b of items("bootup-time").slice(0, 4))
    console.log(`  bootup: ${b.url} total ${Math.round(b.total)} ms, script ${Math.round(b.scripting)} ms`);
  console.log(
    `  main thread: ${items("mainthread-work-breakdown")
      .map((w) => `${w.groupLabel} ${Math.round(w.duration)}`)
      .join(", ")}`,
  );
  const requests = items("network-requests");
  const byKind = new Map();
  for (const r of requests) {
    const kind = `${r.sessionTargetType ?? "page"} ${r.resourceType ?? "?"}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  console.log(`  requests ${requests.length}: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  for (const r of requests)
    console.log(
      `  net ${Math.round(r.networkRequestTime ?? r.startTime)}-${Math.round(r.networkEndTime ?? r.endTime)} ${r.sessionTargetType ?? ""} ${r.resourceType} ${Math.round((r.transferSize ?? 0) / 1024)}KB ${r.url.slice(0, 110)}`,
    );
}

/** Serves a folder on loopback (the floor pages and the bare-stack build). */
async function serveStatic(dir) {
  const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" };
  const server = createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    if (existsSync(file) && !path.extname(file)) file = path.join(file, "index.html");
    if (!existsSync(file)) return res.writeHead(404).end();
    // Compressed like the app's server, so the bare page's JS is not penalised.
    const body = readFileSync(file);
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && /\.(html|js|css)$/.test(file);
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

/** The bare-stack page, built against `pbUrl` into `dir/bare`, served at `base`. */
async function buildBare(dir, pbUrl, base) {
  process.env.VITE_PB_URL = pbUrl;
  await build({
    configFile: false,
    root: path.join(ROOT, "scripts", "bench-bare"),
    base,
    logLevel: "warn",
    plugins: [react()],
    build: {
      outDir: path.join(dir, "bare"),
      emptyOutDir: true,
      target: "es2022",
      modulePreload: { polyfill: false },
    },
  });
}

/**
 * The floor of a page: the app's rendered DOM (after its data and images) with every script and
 * preload removed, the live screen's markup un-inerted, and <base> pointing at the app so the same
 * stylesheets and images load from the same servers.
 */
async function captureFloor(browser, appUrl, session) {
  const page = await browser.newPage();
  try {
    // Rendered on the phone Lighthouse emulates (412 px, density 1.75): the app picks each picture's
    // stored width by the screen's width and density, so a floor captured on puppeteer's default
    // 800x600 at density 1 loaded smaller pictures than the app it is compared with (issue 31: the
    // floor is built "with the same, correctly sized images").
    const phone = screenEmulationMetrics.mobile;
    await page.emulate({
      viewport: {
        width: phone.width,
        height: phone.height,
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      },
      userAgent: userAgents.mobile,
    });
    await injectSession(page, session);
    // networkidle2: a member's screen keeps its realtime connection open.
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("requestfailed", (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
    await page.goto(appUrl, { waitUntil: "networkidle2", timeout: 120_000 });
    await page.waitForSelector("#root:not([data-prerendered])", { timeout: 30_000 }).catch((e) => {
      throw new Error(`${appUrl} never started the app: ${problems.join(" | ") || e.message}`);
    });
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          [...document.images]
            .filter((i) => i.loading !== "lazy")
            .map((i) => i.decode().catch(() => undefined)),
        ),
        new Promise((r) => setTimeout(r, 10_000)),
      ]),
    );
    return await page.evaluate((origin) => {
      const doc = document.documentElement.cloneNode(true);
      doc
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"], link[rel="manifest"]')
        .forEach((n) => n.remove());
      doc.querySelectorAll("[crossorigin]").forEach((n) => n.removeAttribute("crossorigin"));
      for (const n of doc.querySelectorAll("[inert], [aria-hidden='true']#root")) n.removeAttribute("inert");
      const base = document.createElement("base");
      base.href = `${origin}/`;
      doc.querySelector("head").prepend(base);
      return `<!doctype html>\n${doc.outerHTML}`;
    }, new URL(appUrl).origin);
  } finally {
    await page.close();
  }
}

/**
 * A member's page gets the session; every other page is a visitor's. Lighthouse keeps localStorage
 * between runs (it clears only service workers and caches), so without the removal a visitor's
 * page would run with the member's session stored by an earlier page.
 */
async function injectSession(page, session) {
  await page.evaluateOnNewDocument(
    (key, value) => {
      if (!value) localStorage.removeItem(key);
      else if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    SESSION_KEY,
    session ? JSON.stringify({ state: session, version: 0 }) : "",
  );
}

/**
 * Builds the app from `root` (this checkout, or a BENCH_COMPARE export) and serves it on its own
 * stack with its own seeded PocketBase. Returns { kind, appUrl, pbUrl, directPbUrl, clubId, bundle }.
 */
async function startApp(kind, root, cleanups) {
  const pbPort = await freePort();
  const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-web-"));
  cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
  const site = STACK === "prod" ? `https://localhost:${await freePort()}` : null;
  const pbUrl = site ?? `http://127.0.0.1:${pbPort}`;
  process.env.VITE_PB_URL = pbUrl;
  console.log(`Building ${kind}… (${site ? `Caddy + HTTP/2 at ${site}, same-origin API` : "vite preview"})`);
  const bundle = checkPages(await buildGraph(outDir, root), outDir);
  if (site) {
    // The same stack as npm run test:prod (PocketBase serves club pages from DIST_DIR).
    const caddyHome = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-caddy-"));
    cleanups.push(() => rmSync(caddyHome, { recursive: true, force: true }));
    const stack = await startProdStack({
      siteOrigin: site,
      distDir: outDir,
      pbPort,
      caddyHome,
      httpPort: await freePort(),
      admin: DEV_ADMIN,
    });
    cleanups.push(() => stack.stop());
    const clubId = (await seed(stack.pb.url, DEV_ADMIN)).clubIds.c1;
    return { kind, appUrl: site, pbUrl, directPbUrl: stack.pb.url, clubId, bundle, distDir: outDir };
  }
  const pb = await startPocketBase({ port: pbPort });
  cleanups.push(() => pb.stop());
  const clubId = (await seed(pb.url, pb.admin)).clubIds.c1;
  const preview = await startPreview(outDir);
  cleanups.push(() => preview.stop());
  return { kind, appUrl: preview.url, pbUrl, directPbUrl: pb.url, clubId, bundle };
}

/** BENCH_COMPARE=<git ref>: that commit's files (read-only `git archive`), with this checkout's node_modules. */
function exportRef(ref, cleanups) {
  const dir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-ref-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  execSync(`git archive --format=tar ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`, {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
  });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

async function main() {
  const cleanups = [];
  try {
    // Each app variant: this checkout ("app") and, with BENCH_COMPARE, the same pages built from
    // another commit ("app@ref"), audited in the same rounds (an A/B that machine load hits alike).
    let apps;
    if (BASE_URL) {
      if (!PB_URL) throw new Error("BENCH_BASE_URL needs BENCH_PB_URL (the stack's seeded PocketBase)");
      if (COMPARE) throw new Error("BENCH_COMPARE builds its own stacks: leave BENCH_BASE_URL unset");
      apps = [{ kind: "app", appUrl: BASE_URL, pbUrl: PB_URL, directPbUrl: PB_URL, bundle: null }];
    } else {
      apps = [await startApp("app", ROOT, cleanups)];
      if (COMPARE) apps.push(await startApp(`app@${COMPARE}`, exportRef(COMPARE, cleanups), cleanups));
    }
    const pictures = process.env.BENCH_PHOTOS ? await phonePictures() : null;
    for (const app of apps) {
      if (pictures) {
        // Issue 31: real phone pictures uploaded through the app's screens first, so the first
        // screens show what members' photos cost (the uploaded club is the newest card and the
        // member's /club/{id}).
        console.log(`Uploading phone pictures through ${app.kind} (BENCH_PHOTOS)…`);
        const member = { email: members[0].email, password: SEED_PASSWORD };
        app.clubId = (
          await uploadThroughApp({ appUrl: app.appUrl, pbUrl: app.directPbUrl, member, pictures })
        ).clubId;
      }
      // Node does not trust Caddy's local CA: the bench's own calls go straight to PocketBase.
      const client = new PocketBase(app.directPbUrl);
      const auth = await client.collection("users").authWithPassword(members[0].email, SEED_PASSWORD);
      app.clubId ??= (await client.collection("socialing").getList(1, 1, { sort: "-created" })).items[0].id;
      app.session = { token: auth.token, user: auth.record };
    }
    const [{ appUrl, pbUrl }] = apps;
    // Paths per app (the club's id differs between seeded stacks); the floor is the first app's.
    const pages = [
      { path: () => "/main/club", slug: "main-club", label: "/main/club" },
      { path: () => "/main/bookReview", slug: "main-bookReview", label: "/main/bookReview" },
      {
        path: (app) => `/club/${app.clubId}`,
        slug: "club-detail",
        member: true,
        label: "/club/{id} (member)",
      },
    ];

    // The floor and the bare stack come from the same server as the app: on the production stack
    // its Caddy (HTTPS, HTTP/2, one origin) serves them from its own folder at /bench/ (Caddy
    // refuses /_* paths); a loopback HTTP server gave them a document without a TLS handshake
    // (~150 ms less TTFB in Lantern) and the floor its stylesheets from another origin (one more
    // connection).
    let floorDir, floorUrl;
    if (apps[0].distDir) {
      floorDir = path.join(apps[0].distDir, "bench");
      floorUrl = `${appUrl}/bench`;
    } else {
      floorDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-floor-"));
      cleanups.push(() => rmSync(floorDir, { recursive: true, force: true }));
      const floorServer = await serveStatic(floorDir);
      cleanups.push(() => floorServer.stop());
      floorUrl = floorServer.url;
    }
    await buildBare(floorDir, pbUrl, `${new URL(floorUrl).pathname.replace(/\/$/, "")}/bare/`);

    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        ...(STACK === "prod" ? ["--ignore-certificate-errors"] : []),
      ],
    });
    cleanups.push(() => chrome.kill());
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      protocolTimeout: 600_000,
    });
    cleanups.push(() => browser.disconnect());

    mkdirSync(path.join(floorDir, "floor"), { recursive: true });
    for (const p of pages)
      writeFileSync(
        path.join(floorDir, "floor", `${p.slug}.html`),
        await captureFloor(browser, appUrl + p.path(apps[0]), p.member ? apps[0].session : null),
      );

    const variants = (p) => [
      ...apps.map((app) => ({
        kind: app.kind,
        url: app.appUrl + p.path(app),
        session: p.member ? app.session : null,
        expect: p.path(app),
      })),
      { kind: "floor", url: `${floorUrl}/floor/${p.slug}.html` },
    ];
    const runs = {}; // `${page}|${kind}` -> results
    const record = (key, r) => (runs[key] ??= []).push(r);
    for (let round = 0; round < RUNS; round++) {
      for (const p of pages) {
        for (const v of variants(p)) {
          const load = loadavg()[0];
          const r = await audit(browser, v.url, v.session);
          if (v.expect && new URL(r.finalUrl).pathname !== v.expect)
            throw new Error(`${v.expect} ended at ${r.finalUrl}`);
          record(`${p.label}|${v.kind}`, { ...r, load });
          process.stdout.write(".");
        }
      }
      const load = loadavg()[0];
      // By its file: Caddy's try_files would answer the folder with the app's index.html.
      record("bare|bare", { ...(await audit(browser, `${floorUrl}/bare/index.html`)), load });
      process.stdout.write(".");
    }

    const measured = (list) => list.filter((r) => !r.error);
    const m = (list, k) => median(measured(list).map((r) => r[k]));
    const loadText = (list) =>
      `${m(list, "load").toFixed(1)} (${Math.min(...list.map((r) => r.load)).toFixed(1)}-${Math.max(...list.map((r) => r.load)).toFixed(1)})`;
    const rows = Object.entries(runs).map(([key, list]) => {
      const [page, kind] = key.split("|");
      return {
        page,
        kind,
        score: m(list, "score"),
        "LCP ms": Math.round(m(list, "lcp")),
        CLS: m(list, "cls").toFixed(3),
        "TBT ms": Math.round(m(list, "tbt")),
        "main thread ms": Math.round(m(list, "mainThread")),
        "CPU ms": Math.round(m(list, "mainThreadCpu")),
        requests: m(list, "requests"),
        JS: kb(m(list, "js")),
        "load avg (min-max)": loadText(list),
        "scores (runs)": list.map((r) => (r.error ? `error ${r.error}` : r.score)).join("/"),
      };
    });
    console.log(
      `\n\nLighthouse, ${RUNS} interleaved rounds (mobile, simulated slow 4G + 4× CPU), medians; ${apps.map((a) => `${a.kind} at ${a.appUrl}`).join(", ")}\n`,
    );
    printTable(rows);

    const bareLcp = m(runs["bare|bare"], "lcp");
    const bareMainThread = m(runs["bare|bare"], "mainThread");
    const bareCpu = m(runs["bare|bare"], "mainThreadCpu");
    const ratio = (value, target) => `${value.toFixed(2)}${value <= target ? "" : " ✗"}`;
    const ratios = pages.flatMap((p) =>
      apps.map(({ kind }) => {
        const app = runs[`${p.label}|${kind}`];
        const floor = runs[`${p.label}|floor`];
        const appLcp = m(app, "lcp");
        const fl = appLcp / m(floor, "lcp");
        const br = appLcp / bareLcp;
        return {
          page: p.label,
          kind,
          "app LCP": Math.round(appLcp),
          "floor LCP": Math.round(m(floor, "lcp")),
          "bare LCP": Math.round(bareLcp),
          "app/floor": ratio(fl, TARGET.floorRatio),
          "app/bare": ratio(br, TARGET.bareRatio),
          "main thread app/bare": ratio(m(app, "mainThread") / bareMainThread, TARGET.mainThreadRatio),
          "CPU app/bare": ratio(m(app, "mainThreadCpu") / bareCpu, TARGET.mainThreadRatio),
          "requests app/floor": ratio(m(app, "requests") / m(floor, "requests"), TARGET.requestRatio),
          score: `${m(app, "score")}${m(app, "score") >= TARGET.score ? "" : " ✗"}`,
          CLS: `${m(app, "cls").toFixed(3)}${m(app, "cls") <= TARGET.cls ? "" : " ✗"}`,
          "load avg": loadText([...app, ...floor]),
        };
      }),
    );
    console.log(
      `\nRatios (targets: LCP app/floor ≤ ${TARGET.floorRatio}, app/bare ≤ ${TARGET.bareRatio}, main thread app/bare ≤ ${TARGET.mainThreadRatio}, requests app/floor ≤ ${TARGET.requestRatio}, score ≥ ${TARGET.score}, CLS ≤ ${TARGET.cls}; ✗ = missed)\n`,
    );
    printTable(ratios);
    const indexes = Object.values(runs)
      .flat()
      .map((r) => r.benchmarkIndex);
    const benchmarkIndex = Math.round(median(indexes));
    console.log(
      `\nHost CPU benchmarkIndex (median): ${benchmarkIndex}; 1-min load average now ${loadavg()[0].toFixed(1)}` +
        (benchmarkIndex < 1000
          ? " - below the ~1000 Lighthouse's 4x slowdown is calibrated for: CPU-bound metrics read worse."
          : ""),
    );
    for (const { kind, bundle } of apps) {
      if (!bundle) continue;
      console.log(
        `\nFirst-load JS of ${kind} (every file the page's HTML preloads, gzip -9), target ${kb(BUDGET_BYTES)}:`,
      );
      for (const b of bundle) {
        const editor = b.forbidden.length ? ", EDITOR LOADED EAGERLY" : ", editor lazy";
        console.log(
          `  ${b.page.padEnd(17)} ${kb(b.gzip)} in ${b.files.length} files${b.overTarget ? " ✗" : ""}${editor}`,
        );
      }
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
