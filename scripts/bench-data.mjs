// `npm run bench:data`: how list, search and comment queries scale. A throwaway PocketBase (with
// CHAEKDONGNE_BENCH=1, which enables pb_hooks/bench.pb.js) is seeded in bulk with 1k reviews /
// 100 clubs / 2k comments, measured, grown to 100k / 10k / 200k, measured again; prints p50/p95
// per query and the ratio 100k/1k. Queries are the app's own (src/features/*/api), as a visitor.
import { startPocketBase } from "./lib/pocketbase-server.mjs";
import { percentile, printTable, rssMb } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import PocketBase from "pocketbase";
import { loadavg } from "node:os";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const HOT_COMMENTS = 150; // top-level comments on the measured review, same at both sizes
const SIZES = [
  { label: "1k", reviews: 1_000, clubs: 100, comments: 2_000 },
  { label: "100k", reviews: 100_000, clubs: 10_000, comments: 200_000 },
];

const REVIEW_FIELDS = "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)";

const queries = (hotReview) => ({
  // The app asks with skipTotal=1: the total comes from a trigger-kept counter (pb_hooks/list-totals.js).
  "review list p1 (app: skipTotal + counter)": ["bookReview", { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", fields: REVIEW_FIELDS, skipTotal: 1 }],
  "review list p1 with COUNT(*) (before)": ["bookReview", { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", fields: REVIEW_FIELDS }],
  // The app searches 3+ characters through the FTS5 route, 1-2 characters with LIKE (a scan).
  "title search '코스모스' (app: FTS5 route)": ["/api/chaekdongne/reviews/search", { q: "코스모스", page: 1, perPage: 10 }],
  "title search '코스모스' page 30 (app: FTS5 route)": ["/api/chaekdongne/reviews/search", { q: "코스모스", page: 30, perPage: 10 }],
  "title search, no match (app: FTS5 route)": ["/api/chaekdongne/reviews/search", { q: "없는제목", page: 1, perPage: 10 }],
  "title search ~'코스모스' (LIKE)": ["bookReview", { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", filter: "bookTitle ~ '코스모스'" }],
  "title search, no match (LIKE)": ["bookReview", { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", filter: "bookTitle ~ '없는제목'" }],
  "comments p1 of a review": ["comments", { page: 1, perPage: 10, sort: "-created,-id", expand: "author", filter: `bookReviewId = '${hotReview}' && replyToId = ''` }],
  "club list p1 (app: skipTotal + counter)": ["socialing", { page: 1, perPage: 10, sort: "-created", expand: "genre,createUser", skipTotal: 1 }],
  "club list, genre filter": ["socialing", { page: 1, perPage: 10, sort: "-created", expand: "genre,createUser", filter: "(genre = 'genre0000000003')" }],
});

async function measure(url, collection, params) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const path = collection.startsWith("/") ? collection : `/api/collections/${collection}/records`;
  const target = `${url}${path}?${qs}`;
  const times = [];
  for (let i = 0; i < SAMPLES + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(target);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} ${target}`);
    if (i >= 5) times.push(performance.now() - t0); // 5 warm-up requests
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

// Bounded loopback load at the largest size: LOAD_CONNECTIONS requests in flight for LOAD_SECONDS
// per query, PocketBase's RSS sampled every 100 ms. BENCH_LOAD_SECONDS=0 skips it.
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const LOAD_QUERIES = [
  "review list p1 (app: skipTotal + counter)",
  "title search '코스모스' (app: FTS5 route)",
  "title search '코스모스' page 30 (app: FTS5 route)",
];

async function load(url, collection, params, pid) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const path = collection.startsWith("/") ? collection : `/api/collections/${collection}/records`;
  const target = `${url}${path}?${qs}`;
  const times = [];
  let errors = 0;
  let peak = rssMb(pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const end = performance.now() + LOAD_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(target);
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, worker));
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  return { rps: times.length / seconds, p50: percentile(times, 50), p99: percentile(times, 99), errors, before, peak, load: loadavg()[0] };
}

async function main() {
  process.env.CHAEKDONGNE_BENCH = "1";
  const server = await startPocketBase({});
  try {
    await seed(server.url, server.admin);
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const users = (await admin.collection("users").getFullList({ fields: "id" })).map((u) => u.id);
    const bulk = (body) => admin.send("/api/bench/bulk", { method: "POST", body: { users, ...body } });

    const results = {};
    let hotReview = "";
    let done = { reviews: 0, clubs: 0, comments: 0 };
    for (const size of SIZES) {
      const t0 = performance.now();
      const add = { reviews: size.reviews - done.reviews, clubs: size.clubs - done.clubs, comments: size.comments - done.comments };
      // Large inserts go in slices so one transaction never holds the writer for too long.
      const slices = Math.ceil(add.reviews / 10_000);
      for (let s = 0; s < slices; s++) {
        const part = (n) => Math.floor(n / slices) + (s === slices - 1 ? n % slices : 0);
        const res = await bulk({
          start: done.reviews + s * Math.floor(add.reviews / slices),
          reviews: part(add.reviews),
          clubs: part(add.clubs),
          comments: part(add.comments),
          hotReview,
          hotComments: hotReview ? 0 : HOT_COMMENTS,
        });
        hotReview ||= res.hotReview;
      }
      done = { reviews: size.reviews, clubs: size.clubs, comments: size.comments };
      console.log(`Seeded ${size.label}: ${size.reviews} reviews, ${size.clubs} clubs, ${size.comments} comments (+${Math.round(performance.now() - t0)} ms)`);
      for (const [name, [collection, params]] of Object.entries(queries(hotReview))) {
        (results[name] ??= {})[size.label] = await measure(server.url, collection, params);
      }
    }

    console.log(`\nHTTP round trip as a visitor, ${SAMPLES} sequential requests each (ms); ratio = p50 100k / p50 1k\n`);
    printTable(
      Object.entries(results).map(([query, r]) => ({
        query,
        "1k p50": r["1k"].p50.toFixed(1),
        "1k p95": r["1k"].p95.toFixed(1),
        "100k p50": r["100k"].p50.toFixed(1),
        "100k p95": r["100k"].p95.toFixed(1),
        ratio: (r["100k"].p50 / r["1k"].p50).toFixed(2),
      })),
    );

    if (LOAD_SECONDS > 0) {
      const rows = [];
      for (const name of LOAD_QUERIES) {
        const [collection, params] = queries(hotReview)[name];
        const r = await load(server.url, collection, params, server.child.pid);
        rows.push({
          query: name,
          "req/s": r.rps.toFixed(0),
          "p50 ms": r.p50.toFixed(0),
          "p99 ms": r.p99.toFixed(0),
          errors: r.errors,
          "RSS before MB": r.before.toFixed(0),
          "RSS peak MB": r.peak.toFixed(0),
          load: r.load.toFixed(1),
        });
      }
      console.log(`\nLoopback load at ${SIZES.at(-1).label}: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s per query (load = 1-min load average after)\n`);
      printTable(rows);
    }
  } finally {
    await server.stop();
  }
}

await main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
