// `npm run profile:load [path ...]`: where a first load's main-thread time goes, from a Chromium
// performance trace (issue 16: "with CPU profiles, not guesses"). Builds the app, serves it as production does
// (Caddy, HTTP/2, same-origin API, seeded PocketBase), loads each page in Chromium with 4x CPU
// slowdown and a cold cache (a member's session for /club/{id}), and prints per page:
//   - the whole load's main-thread time (every task, as Lighthouse's "main thread work" counts it),
//     before FCP, until the load event and after it, by kind of work (the outermost events of
//     each task: script per file, style, layout, parsing, network callbacks...), in wall time and
//     in the thread's CPU time (on a busy machine the wall time also holds the waits for a CPU),
//     and every request the page made after its load event;
//   - each long task (50 ms or more at 4x) with what took its time (script evaluation or a call
//     per file, style, layout, parsing, GC), and the blocking time after FCP (as TBT counts it).
// PROFILE_OUT=dir keeps each trace (open it in Chrome DevTools' Performance panel).
// `npm run profile:load -- --trace file.json ...` prints the whole-load breakdown of saved traces.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import puppeteer from "puppeteer-core";
import { build } from "vite";
import { ROOT, freePort, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startCaddy } from "./lib/prod-stack.mjs";
import { longTasks, mainThreadWork } from "./lib/trace-work.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const CPU_SLOWDOWN = 4;
const SESSION_KEY = "chaekdongne-auth";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Original "source:line name" of a position in a built file, from its source map (hidden maps). */
export function sourceMapResolver(dir) {
  const maps = new Map();
  const load = (file) => {
    if (maps.has(file)) return maps.get(file);
    const mapFile = path.join(dir, "assets", `${file}.map`);
    let lines = null;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, "utf8"));
      const state = [0, 0, 0, 0];
      lines = map.mappings.split(";").map((line) => {
        let col = 0;
        return (line ? line.split(",") : []).map((seg) => {
          const v = [];
          let value = 0;
          let shift = 0;
          for (const ch of seg) {
            const d = B64.indexOf(ch);
            value += (d & 31) << shift;
            if (d & 32) shift += 5;
            else {
              v.push(value & 1 ? -(value >>> 1) : value >>> 1);
              value = 0;
              shift = 0;
            }
          }
          col += v[0];
          if (v.length < 4) return [col];
          state[0] += v[1];
          state[1] += v[2];
          state[2] += v[3];
          if (v.length > 4) state[3] += v[4];
          return [col, map.sources[state[0]], state[1], v.length > 4 ? map.names[state[3]] : undefined];
        });
      });
    }
    maps.set(file, lines);
    return lines;
  };
  return (file, line, column) => {
    const segs = load(file)?.[line];
    if (!segs) return null;
    let hit = null;
    for (const seg of segs) if (seg[0] <= column) hit = seg;
    if (!hit || hit.length < 2) return null;
    return `${hit[1].replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "")}:${hit[2] + 1}${hit[3] ? ` ${hit[3]}` : ""}`;
  };
}

/** Self time (ms) per "function file:line" in the CPU profile between `from` and `to` (µs, trace clock). */
export function selfTimes(profile, from, to, resolve = () => null) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to) return;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const file = url.replace(/^.*\//, "");
    const key = url
      ? (resolve(file, lineNumber, columnNumber) ??
        `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`)
      : functionName;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...totals].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]);
}

/** Prints mainThreadWork in wall time and in CPU time. */
function printWork(events, url, fcp, load) {
  const ms = (v) => Math.round(v);
  for (const [time, label] of [
    ["dur", "wall"],
    ["tdur", "CPU"],
  ]) {
    const work = mainThreadWork(events, url, fcp, load, time);
    console.log(
      `  main thread (${label}) ${ms(work.total)} ms in ${work.tasks} tasks: before FCP ${ms(work.phases.beforeFcp)}, FCP to load ${ms(work.phases.untilLoad)}, after load ${ms(work.phases.afterLoad)}`,
    );
    console.log(
      `    by kind: ${work.kinds
        .filter(([, v]) => v >= 2)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join("; ")}`,
    );
  }
}

async function profilePage(browser, url, session) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  if (session)
    await page.evaluateOnNewDocument(
      (key, value) => localStorage.setItem(key, value),
      SESSION_KEY,
      JSON.stringify({ state: session, version: 0 }),
    );
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(() => {
    window.__lcp = 0;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__lcp = e.startTime))).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
  });
  const requests = [];
  page.on("request", (r) => requests.push({ at: Date.now(), url: r.url(), type: r.resourceType() }));
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.tracing.start({
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "blink.user_timing",
      "loading",
      "__metadata",
    ],
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // Idle prefetches and the member shell run after load; a member page keeps a realtime stream open.
  await page.waitForNetworkIdle({ idleTime: 1000, concurrency: 1, timeout: 60_000 }).catch(() => undefined);
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
  const { profile } = await cdp.send("Profiler.stop");
  const { lcp, fcp, load, origin } = await page.evaluate(() => ({
    lcp: window.__lcp,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    load: performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? 0,
    origin: performance.timeOrigin,
  }));
  await page.close();
  for (const r of requests) r.at -= origin;
  return { trace, profile, lcp, fcp, load, requests, url };
}

function report(label, { trace, profile, lcp, fcp, load, requests, url }, resolve) {
  console.log(
    `\n=== ${label}: FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, load ${Math.round(load)} ms (${CPU_SLOWDOWN}x CPU, no network throttling)`,
  );
  printWork(trace.traceEvents, url, fcp, load);
  const ms = (v) => Math.round(v);
  const after = requests.filter((r) => r.at >= load);
  console.log(`  requests ${requests.length}, after load ${after.length}:`);
  for (const r of after)
    console.log(
      `    ${String(ms(r.at)).padStart(5)} ${r.type} ${r.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 100)}`,
    );
  if (process.env.PROFILE_FUNCTIONS) {
    const fns = selfTimes(profile, 0, Infinity, resolve).slice(
      0,
      Number(process.env.PROFILE_FUNCTIONS) || 30,
    );
    console.log(
      `  whole load, functions (self ms, 4x): ${fns.map(([k, v]) => `${k} ${Math.round(v)}`).join("; ")}`,
    );
    const byFile = new Map();
    for (const [k, v] of selfTimes(profile, 0, Infinity, resolve)) {
      const file = k.includes(":")
        ? k
            .replace(/:\d+.*$/, "")
            .replace(/^.*? (?=\S+$)/, "")
            .replace(/^.*node_modules\//, "")
        : `(native) ${k}`;
      const group = /^(\(native\)|work\/|src\/)/.test(file)
        ? file.replace(/^.*?src\//, "src/")
        : file.split("/")[0];
      byFile.set(group, (byFile.get(group) ?? 0) + v);
    }
    const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 30);
    console.log(
      `  whole load, by file (self ms, 4x): ${files.map(([k, v]) => `${k} ${Math.round(v)}`).join("; ")}`,
    );
  }
  const tasks = longTasks(trace.traceEvents, url);
  const blocking = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + t.duration - 50, 0);
  console.log(`  long tasks: ${tasks.length}; blocking time after FCP ${Math.round(blocking)} ms`);
  for (const t of tasks) {
    const what = t.kinds
      .slice(0, 5)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join("; ");
    console.log(
      `  ${String(Math.round(t.start)).padStart(5)} ms +${Math.round(t.duration)}${t.start < fcp ? " (before FCP)" : ""}: ${what}`,
    );
    const fns = selfTimes(profile, t.ts, t.ts + t.dur, resolve).slice(0, 6);
    console.log(`        functions (self ms): ${fns.map(([k, v]) => `${k} ${Math.round(v)}`).join("; ")}`);
  }
}

async function main() {
  const cleanups = [];
  try {
    const pbPort = await freePort();
    const site = `https://localhost:${await freePort()}`;
    const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-profile-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    process.env.VITE_PB_URL = site;
    // Hidden source maps: the same files as production, and the profile names original functions.
    await build({
      root: ROOT,
      configFile: path.join(ROOT, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, sourcemap: "hidden" },
    });
    const resolve = sourceMapResolver(outDir);
    const pb = await startPocketBase({ port: pbPort });
    cleanups.push(() => pb.stop());
    const clubId = (await seed(pb.url, pb.admin)).clubIds.c1;
    const caddyHome = mkdtempSync(path.join(tmpdir(), "chaekdongne-profile-caddy-"));
    cleanups.push(() => rmSync(caddyHome, { recursive: true, force: true }));
    const caddy = await startCaddy({
      siteOrigin: site,
      distDir: outDir,
      pbUpstream: `127.0.0.1:${pbPort}`,
      caddyHome,
      httpPort: await freePort(),
    });
    cleanups.push(() => caddy.stop());
    const auth = await new PocketBase(pb.url)
      .collection("users")
      .authWithPassword(members[0].email, SEED_PASSWORD);
    const session = { token: auth.token, user: auth.record };
    const paths = process.argv.slice(2).length
      ? process.argv.slice(2)
      : ["/main/club", "/main/bookReview", "/club/{id}"];
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--ignore-certificate-errors"],
    });
    cleanups.push(() => browser.close());
    for (const p of paths) {
      const member = p.includes("{id}");
      const result = await profilePage(browser, site + p.replace("{id}", clubId), member ? session : null);
      report(p, result, resolve);
      if (process.env.PROFILE_OUT) {
        mkdirSync(process.env.PROFILE_OUT, { recursive: true });
        writeFileSync(
          path.join(process.env.PROFILE_OUT, `${p.replace(/\W+/g, "_")}.json`),
          JSON.stringify(result.trace),
        );
      }
    }
  } finally {
    for (const c of cleanups.reverse()) await c();
  }
}

/**
 * `--trace file ...`: the same whole-load breakdown for saved traces, e.g. Lighthouse's
 * (`BENCH_REPORTS=dir npm run bench:web` keeps them). Lighthouse traces run without CPU
 * throttling: its "main thread work" is these times × 4.
 */
function reportTraces(files) {
  for (const file of files) {
    const data = JSON.parse(readFileSync(file, "utf8"));
    const events = data.traceEvents ?? data;
    const start = events.find(
      (e) => e.name === "navigationStart" && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ""),
    );
    if (!start) throw new Error(`${file}: no page navigation in the trace`);
    const url = start.args.data.documentLoaderURL;
    const mark = (name) => events.find((e) => e.name === name && e.ts >= start.ts && e.pid === start.pid);
    const at = (e) => (e ? (e.ts - start.ts) / 1000 : Infinity);
    console.log(`\n=== ${file} (${url})`);
    printWork(events, url, at(mark("firstContentfulPaint")), at(mark("loadEventEnd")));
  }
}

if (process.argv[2] === "--trace") reportTraces(process.argv.slice(3));
else await main();
