// `npm run bench:capacity`: this machine's ceiling for the calls every visit makes (docs/deployment.md
// "Measured ceiling"). Bounded (about 1.5 min) and loopback only.
// Target: the `npm run prod` stack when BENCH_URL names it (e.g. https://localhost:8443, with data
// and the seed member), else a throwaway one: PocketBase (repo migrations + hooks, demo seed)
// behind Caddy with deploy/Caddyfile over HTTPS/HTTP/2, like production.
// Calls, exactly as the app sends them (read from src/features/{reviews,clubs}/api below),
// signed in as a member: review list p1, club list p1, a review, a club. Each runs BENCH_SECONDS
// (8) with BENCH_CONCURRENCY (50) clients in a closed loop (each its own HTTP/2 connection, like
// 50 phones); the review list also straight to PocketBase (HTTP/1.1) to show the proxy's share.
// Realtime subscribers held: scripts/bench-chat.mjs (BENCH_STEPS, default "200,1000", 10 messages).
// Every row: requests/s, p50/p95/p99 ms, errors, PocketBase RSS (peak) and the 1-minute load
// average (the machine is shared: read numbers next to the load).
import { spawn } from "node:child_process";
import http2 from "node:http2";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import PocketBase from "pocketbase";
import { runnerImport } from "vite";
import { ROOT, freePort, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startCaddy } from "./lib/prod-stack.mjs";
import { closedLoop } from "./lib/closed-loop.mjs";
import { printTable, rssMb } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const STEPS = process.env.BENCH_STEPS ?? "200,1000";
if (SECONDS > 20 || CONCURRENCY > 200)
  throw new Error("bounded: BENCH_SECONDS <= 20, BENCH_CONCURRENCY <= 200");
const load1 = () => os.loadavg()[0].toFixed(2);

// The app's own request paths, read from its TypeScript modules (loaded through Vite): page 1 of
// both lists without a search or genre (what the prerendered pages request), and the club detail.
const appModule = async (file) => {
  const config = {
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "@": path.join(ROOT, "src") } },
  };
  return (await runnerImport(path.join(ROOT, file), config)).module;
};
const [
  { EARLY_REVIEW_LIST_PATH: REVIEW_LIST },
  { EARLY_CLUB_LIST_PATH: CLUB_LIST },
  { clubDetailPath: clubDetail },
] = await Promise.all([
  appModule("src/features/reviews/api/get-reviews.ts"),
  appModule("src/features/clubs/api/get-clubs.ts"),
  appModule("src/features/clubs/api/club-detail-query.ts"),
]);
// reviews/api/get-review.ts
const reviewDetail = (id) => `/api/collections/bookReview/records/${id}?expand=writer`;

/** PocketBase's process for `npm run prod` (its --http address), found in /proc. */
function findPocketBasePid(port) {
  for (const pid of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (cmd.includes("pocketbase") && cmd.includes(`--http=127.0.0.1:${port}`)) return Number(pid);
    } catch {
      /* gone */
    }
  }
  return NaN;
}

/** One virtual client: HTTP/2 over TLS (Caddy's local CA is not trusted here: loopback only). */
function h2Client(origin) {
  const session = http2.connect(origin, { rejectUnauthorized: false });
  session.on("error", () => undefined);
  return {
    get: (p, headers) =>
      new Promise((resolve) => {
        const req = session.request({ ":path": p, "accept-encoding": "gzip, deflate, br, zstd", ...headers });
        let status = 0;
        req.on("response", (h) => (status = Number(h[":status"])));
        req.on("data", () => undefined);
        req.on("end", () => resolve(status));
        req.on("error", () => resolve(0));
        req.end();
      }),
    close: () => session.close(),
  };
}

function h1Client(origin) {
  return {
    get: async (p, headers) => {
      try {
        const res = await fetch(`${origin}${p}`, { headers: { "accept-encoding": "gzip", ...headers } });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    },
    close: () => undefined,
  };
}

/** CONCURRENCY clients, each sending the next request when the last one is answered, for SECONDS. */
async function measure(name, via, origin, pathFor, headers, pid) {
  const clients = Array.from({ length: CONCURRENCY }, () =>
    origin.startsWith("https") ? h2Client(origin) : h1Client(origin),
  );
  for (const c of clients) await c.get(pathFor(0), headers); // connect + warm up
  let rssPeak = rssMb(pid);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 200);
  const r = await closedLoop({
    clients: CONCURRENCY,
    seconds: SECONDS,
    send: (n, worker) => clients[worker].get(pathFor(n), headers),
  });
  clearInterval(sampler);
  for (const c of clients) c.close();
  const row = {
    call: name,
    via,
    "req/s": r.rps.toFixed(0),
    "p50 ms": r.p50.toFixed(1),
    "p95 ms": r.p95.toFixed(1),
    "p99 ms": r.p99.toFixed(1),
    errors: `${r.errors} / ${r.times.length}`,
    "PB RSS MB": Number.isNaN(rssPeak) ? "n/a" : rssPeak.toFixed(0),
    "load 1m": load1(),
  };
  console.error(
    `  ${name} via ${via}: ${row["req/s"]} req/s, p95 ${row["p95 ms"]} ms, errors ${row.errors}, load ${row["load 1m"]}`,
  );
  return row;
}

const work = mkdtempSync(path.join(os.tmpdir(), "chaekdongne-capacity-"));
let pb;
let caddy;
const stopAll = async () => {
  await caddy?.stop();
  await pb?.stop();
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

const rows = [];
let target;
let direct;
let pid;
try {
  if (process.env.BENCH_URL) {
    target = new URL(process.env.BENCH_URL).origin;
    const port = Number(process.env.PB_PORT ?? 8091);
    direct = `http://127.0.0.1:${port}`;
    pid = findPocketBasePid(port);
  } else {
    // Lookups from one address are budgeted (pb_hooks/core/abuse-limits.js): lifted for this server only.
    pb = await startPocketBase({ extraEnv: { CHAEKDONGNE_LOOKUPS_PER_10MIN: "100000" } });
    await seed(pb.url, pb.admin);
    // The Caddyfile imports the build's CSP; the benchmark only calls /api/*, so an empty site.
    const dist = path.join(work, "dist");
    mkdirSync(dist);
    writeFileSync(path.join(dist, "csp.caddy"), `header Content-Security-Policy "default-src 'self'"\n`);
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>책동네</title>");
    const site = `https://localhost:${await freePort()}`;
    caddy = await startCaddy({
      siteOrigin: site,
      distDir: dist,
      pbUpstream: `127.0.0.1:${pb.port}`,
      caddyHome: path.join(work, "caddy"),
      httpPort: await freePort(),
    });
    target = site;
    direct = pb.url;
    pid = pb.child.pid;
  }

  // Signed in as the seed member, like a member browsing.
  const client = new PocketBase(direct);
  client.autoCancellation(false);
  const auth = await client
    .collection("users")
    .authWithPassword(
      process.env.BENCH_EMAIL ?? members[0].email,
      process.env.BENCH_PASSWORD ?? SEED_PASSWORD,
    );
  const headers = { authorization: auth.token };
  const ids = async (p) => {
    const res = await fetch(`${direct}${p}`, { headers });
    if (!res.ok) throw new Error(`${res.status} ${p}: ${await res.text()}`);
    const list = (await res.json()).items.map((r) => r.id);
    if (!list.length) throw new Error(`no records at ${p}: seed the server first (npm run seed)`);
    return list;
  };
  const reviewIds = await ids(REVIEW_LIST);
  const clubIds = await ids(CLUB_LIST);

  console.error(`measuring ${target} (HTTP/2 via Caddy), ${CONCURRENCY} clients × ${SECONDS} s per call…`);
  const via = "Caddy h2";
  rows.push(await measure("review list p1", via, target, () => REVIEW_LIST, headers, pid));
  rows.push(await measure("review list p1", "PocketBase direct", direct, () => REVIEW_LIST, headers, pid));
  rows.push(await measure("club list p1", via, target, () => CLUB_LIST, headers, pid));
  rows.push(
    await measure(
      "review detail",
      via,
      target,
      (i) => reviewDetail(reviewIds[i % reviewIds.length]),
      headers,
      pid,
    ),
  );
  rows.push(
    await measure("club detail", via, target, (i) => clubDetail(clubIds[i % clubIds.length]), headers, pid),
  );
} finally {
  await stopAll();
}

console.log(`\nCapacity — ${new Date().toISOString()}`);
console.log(
  `machine: ${os.cpus().length}x ${os.cpus()[0]?.model ?? "cpu"}, node ${process.version}, PocketBase 0.22.20, target ${process.env.BENCH_URL ? target : "throwaway stack (Caddy + PocketBase, demo seed)"}`,
);
console.log(
  `${CONCURRENCY} concurrent clients, ${SECONDS} s per call, signed in; shared machine: read each row with its load average\n`,
);
printTable(rows);

// Realtime subscribers held: the chat fan-out benchmark (its own throwaway PocketBase).
console.log(`\nRealtime subscribers held (scripts/bench-chat.mjs, BENCH_STEPS=${STEPS}):`);
const chat = spawn(process.execPath, [path.join(ROOT, "scripts", "bench-chat.mjs")], {
  stdio: "inherit",
  env: { BENCH_MESSAGES: "10", ...process.env, BENCH_STEPS: STEPS },
});
const code = await new Promise((resolve) => chat.once("exit", (c) => resolve(c ?? 1)));
const failed = rows.some((r) => !r.errors.startsWith("0 /"));
process.exit(code || (failed ? 1 : 0));
