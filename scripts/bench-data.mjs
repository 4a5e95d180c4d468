// `npm run bench:data`: how list, search and comment queries scale. A throwaway PocketBase (with
// the admin-only bench routes of scripts/bench-hooks/) is seeded in bulk with 1k reviews /
// 100 clubs / 2k comments, measured, grown to 100k / 10k / 200k, measured again; prints p50/p95
// per query and the ratio 100k/1k. Queries are the app's own (src/features/*/api), as a visitor.
// `npm run bench:data -- notifications`: 100k notifications (one heavy member holding 20k, the
// rest over 1,600 recipients), the inbox page, a deep cursor page and the badge count measured
// through the app's typed routes as those members, and SQLite's EXPLAIN QUERY PLAN of the routes'
// own SQL (pb_hooks/notifications/lib.js): exits 1 if a plan scans the table or sorts.
// `npm run bench:data -- clubs`: 100k clubs with varied Korean text, the club search route
// (pb_hooks/clubs/search.js) with a common word, a rare one, two-character words and each filter,
// as a visitor, and SQLite's EXPLAIN QUERY PLAN of each search's SQL.
import { startPocketBase } from "./lib/pocketbase-server.mjs";
import { closedLoop } from "./lib/closed-loop.mjs";
import { percentile, printTable, rssMb } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import { planProblems } from "./lib/query-plan.mjs";
import PocketBase from "pocketbase";
import { loadavg } from "node:os";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const HOT_COMMENTS = 150; // top-level comments on the measured review, same at both sizes
// BENCH_SIZES=1k measures the small size only (the CI smoke run, scripts/bench-smoke.mjs).
const SIZES = [
  { label: "1k", reviews: 1_000, clubs: 100, comments: 2_000 },
  { label: "100k", reviews: 100_000, clubs: 10_000, comments: 200_000 },
].filter((size) => !process.env.BENCH_SIZES || process.env.BENCH_SIZES.split(",").includes(size.label));
if (SIZES.length === 0) throw new Error(`BENCH_SIZES names no size: ${process.env.BENCH_SIZES}`);

const REVIEW_FIELDS = "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)";

const queries = (hotReview) => ({
  // The app asks with skipTotal=1: the total comes from a trigger-kept counter (pb_hooks/core/list-totals.js).
  "review list p1 (app: skipTotal + counter)": [
    "bookReview",
    { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", fields: REVIEW_FIELDS, skipTotal: 1 },
  ],
  "review list p1 with COUNT(*) (before)": [
    "bookReview",
    { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", fields: REVIEW_FIELDS },
  ],
  // The app searches 3+ characters through the FTS5 route, 1-2 characters with LIKE (a scan).
  "title search '코스모스' (app: FTS5 route)": [
    "/api/chaekdongne/reviews/search",
    { q: "코스모스", page: 1, perPage: 10 },
  ],
  "title search '코스모스' page 30 (app: FTS5 route)": [
    "/api/chaekdongne/reviews/search",
    { q: "코스모스", page: 30, perPage: 10 },
  ],
  "title search, no match (app: FTS5 route)": [
    "/api/chaekdongne/reviews/search",
    { q: "없는제목", page: 1, perPage: 10 },
  ],
  "title search ~'코스모스' (LIKE)": [
    "bookReview",
    { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", filter: "bookTitle ~ '코스모스'" },
  ],
  "title search, no match (LIKE)": [
    "bookReview",
    { page: 1, perPage: 10, sort: "-created,-id", expand: "writer", filter: "bookTitle ~ '없는제목'" },
  ],
  "comments p1 of a review": [
    "comments",
    {
      page: 1,
      perPage: 10,
      sort: "-created,-id",
      expand: "author",
      filter: `bookReviewId = '${hotReview}' && replyToId = ''`,
    },
  ],
  "club list p1 (app: skipTotal + counter)": [
    "socialing",
    { page: 1, perPage: 10, sort: "-created", expand: "genre,createUser", skipTotal: 1 },
  ],
  "club list, genre filter": [
    "socialing",
    {
      page: 1,
      perPage: 10,
      sort: "-created",
      expand: "genre,createUser",
      filter: "(genre = 'genre0000000003')",
    },
  ],
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
  let peak = rssMb(pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const r = await closedLoop({
    clients: LOAD_CONNECTIONS,
    seconds: LOAD_SECONDS,
    send: async () => {
      const res = await fetch(target);
      await res.arrayBuffer();
      return res.status;
    },
  });
  clearInterval(sampler);
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors,
    before,
    peak,
    load: loadavg()[0],
  };
}

async function notificationsBench() {
  const TOTAL = Number(process.env.BENCH_NOTIFICATIONS ?? 100_000);
  const server = await startPocketBase({ benchHooks: true });
  try {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const member = async (name) => {
      const email = `${name}@bench.chaekdongne.kr`;
      const password = "bench1234!";
      await admin.collection("users").create({
        email,
        password,
        passwordConfirm: password,
        nickname: name,
        phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: "female",
      });
      const pb = new PocketBase(server.url);
      const auth = await pb.collection("users").authWithPassword(email, password);
      return { id: auth.record.id, token: auth.token };
    };
    const heavy = await member("heavy");
    const typical = await member("typical");
    // Every fifth row is the heavy member's (20k of 100k); the others go round-robin to 1,600
    // recipients (the typical member among them, 50 each). One in 10 of each one's rows is unread.
    const recipients = Array.from({ length: 2_000 }, (_, i) =>
      i % 5 === 0 ? heavy.id : i === 1 ? typical.id : `bench${String(i).padStart(10, "0")}`,
    );
    const t0 = performance.now();
    for (let start = 0; start < TOTAL; start += 10_000) {
      await admin.send("/api/bench/notifications", {
        method: "POST",
        body: { recipients, start, rows: Math.min(10_000, TOTAL - start), total: TOTAL, unreadEvery: 10 },
      });
    }
    console.log(
      `Seeded ${TOTAL} notifications (heavy member: ${TOTAL / 5}, ${TOTAL / 50} unread) in ${Math.round(performance.now() - t0)} ms`,
    );

    const timed = async (who, path) => {
      const times = [];
      let body;
      for (let i = 0; i < SAMPLES + 5; i++) {
        const s0 = performance.now();
        const res = await fetch(`${server.url}${path}`, { headers: { Authorization: who.token } });
        body = await res.json();
        if (!res.ok) throw new Error(`${res.status} ${path}`);
        if (i >= 5) times.push(performance.now() - s0);
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), body };
    };
    // A deep cursor: half way down the heavy member's history (rows are one second apart).
    const mid = new Date(Date.now() - (TOTAL / 2) * 1000).toISOString().replace("T", " ");
    // sentences=app: what the app asks (its builds from before 2026-11-28 got each sentence too).
    const inbox = "/api/chaekdongne/notifications?sentences=app";
    const cursor = `${inbox}&${new URLSearchParams({ before: mid, beforeId: "zzzzzzzzzzzzzzz" })}`;
    const rows = [];
    for (const [who, label] of [
      [heavy, `heavy (${TOTAL / 5})`],
      [typical, `typical (${Math.round(TOTAL / 2_000)})`],
    ]) {
      for (const [query, path] of [
        ["inbox page 1", inbox],
        ["inbox deep cursor page", cursor],
        ["badge count", "/api/chaekdongne/notifications/unread"],
      ]) {
        const r = await timed(who, path);
        const shape = "count" in r.body ? `count ${r.body.count}` : `${r.body.items.length} items`;
        rows.push({
          member: label,
          query,
          answer: shape,
          "p50 ms": r.p50.toFixed(1),
          "p95 ms": r.p95.toFixed(1),
          load: loadavg()[0].toFixed(1),
        });
      }
    }
    console.log(
      `\nHTTP round trip as the member (typed routes, the app's own requests), ${SAMPLES} sequential requests each (ms); machine shared, load = 1-min load average\n`,
    );
    printTable(rows);

    const sql = await admin.send("/api/bench/notification-queries", { method: "GET" });
    const params = { me: heavy.id, before: mid, beforeId: "zzzzzzzzzzzzzzz" };
    let bad = 0;
    console.log(
      "\nEXPLAIN QUERY PLAN of the routes' SQL (pb_hooks/notifications/lib.js), as the heavy member:",
    );
    for (const [name, statement] of Object.entries(sql)) {
      const { plan } = await admin.send("/api/bench/explain", {
        method: "POST",
        body: { sql: statement, params },
      });
      const problems = planProblems(plan);
      bad += problems.length;
      console.log(
        `\n${name}: ${statement}\n${plan.map((l) => `  ${l}`).join("\n")}\n  -> ${problems.length ? `✗ ${problems.join(", ")}` : "✓ index only, no table scan, no sort"}`,
      );
    }
    process.exitCode = bad ? 1 : 0;
  } finally {
    await server.stop();
  }
}

// The club search route's queries (the app's own parameters, src/features/clubs/lib/club-search-params.ts).
const CLUB_SEARCHES = {
  "club list p1 (records API, skipTotal + counter)": null,
  "search common word '에세이' (3 chars: FTS5)": { q: "에세이" },
  "search common word '에세이', soonest": { q: "에세이", sort: "soonest" },
  "search '함께 읽기' (2 + 2 chars: LIKE, two words)": { q: "함께 읽기" },
  "search '추리소설 망원' (FTS5 + LIKE)": { q: "추리소설 망원" },
  "search no match '없는단어' (FTS5)": { q: "없는단어" },
  "search 2 chars common '소설' (LIKE)": { q: "소설" },
  "search 2 chars no match '우주' (LIKE, full walk)": { q: "우주" },
  "genre (2 of 10)": { genres: "genre0000000003,genre0000000007" },
  "online only": { mode: "online" },
  "offline only, soonest": { mode: "offline", sort: "soonest" },
  "this week": { when: "week" },
  "this weekend": { when: "weekend" },
  "a chosen day (in 10 days)": { when: "DAY10" },
  "모집 중 only": { open: "1" },
  "모집 중 only, soonest": { open: "1", sort: "soonest" },
  "soonest (upcoming)": { sort: "soonest" },
  "everything: word + genre + offline + week + 모집 중, soonest": {
    q: "에세이",
    genres: "genre0000000003,genre0000000007",
    mode: "offline",
    when: "week",
    open: "1",
    sort: "soonest",
  },
  "common word page 30": { q: "에세이", page: "30" },
};

/** The seed data, an admin client and the seeded members' ids. */
async function seeded(server) {
  await seed(server.url, server.admin);
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.admins.authWithPassword(server.admin.email, server.admin.password);
  const users = (await admin.collection("users").getFullList({ fields: "id" })).map((u) => u.id);
  return { admin, users };
}

async function clubsBench() {
  const TOTAL = Number(process.env.BENCH_CLUBS ?? 100_000);
  const server = await startPocketBase({ benchHooks: true });
  try {
    const { admin, users } = await seeded(server);
    const t0 = performance.now();
    for (let start = 0; start < TOTAL; start += 10_000) {
      await admin.send("/api/bench/clubs", {
        method: "POST",
        body: { users, start, rows: Math.min(10_000, TOTAL - start), total: TOTAL },
      });
    }
    console.log(
      `Seeded ${TOTAL} clubs in ${Math.round(performance.now() - t0)} ms (load ${loadavg()[0].toFixed(1)})`,
    );
    const day10 = new Date(Date.now() + 9 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
    const rows = [];
    let bad = 0;
    const plans = [];
    for (const [name, raw] of Object.entries(CLUB_SEARCHES)) {
      const params =
        raw && Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === "DAY10" ? day10 : v]));
      const r = params
        ? await measure(server.url, "/api/chaekdongne/clubs/search", { perPage: 10, ...params })
        : await measure(server.url, "socialing", {
            page: 1,
            perPage: 10,
            sort: "-created",
            expand: "genre,createUser",
            skipTotal: 1,
          });
      const answer = params
        ? (
            await (
              await fetch(`${server.url}/api/chaekdongne/clubs/search?${new URLSearchParams(params)}`)
            ).json()
          ).totalItems
        : "-";
      rows.push({
        query: name,
        found: answer,
        "p50 ms": r.p50.toFixed(1),
        "p95 ms": r.p95.toFixed(1),
        load: loadavg()[0].toFixed(1),
      });
      if (!params) continue;
      const { sql, params: bound } = await admin.send("/api/bench/club-query", {
        method: "POST",
        body: { params },
      });
      const { plan } = await admin.send("/api/bench/explain", {
        method: "POST",
        body: { sql, params: bound },
      });
      // A full SCAN of socialing (not through an index) or of club_fts would be a filter without an index.
      const scan = plan.some((l) => /^SCAN s$|^SCAN socialing$/.test(l.trim()));
      if (scan) bad++;
      plans.push(`${name}:\n${plan.map((l) => `  ${l}`).join("\n")}${scan ? "\n  -> ✗ table scan" : ""}`);
    }
    console.log(
      `\nHTTP round trip as a visitor at ${TOTAL} clubs, ${SAMPLES} sequential requests each (ms); load = 1-min load average\n`,
    );
    printTable(rows);
    console.log(
      `\nEXPLAIN QUERY PLAN of the search route's SQL (pb_hooks/clubs/search.js):\n\n${plans.join("\n\n")}`,
    );
    process.exitCode = bad ? 1 : 0;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (process.argv.includes("notifications")) return notificationsBench();
  if (process.argv.includes("clubs")) return clubsBench();
  const server = await startPocketBase({ benchHooks: true });
  try {
    const { admin, users } = await seeded(server);
    const bulk = (body) => admin.send("/api/bench/bulk", { method: "POST", body: { users, ...body } });

    const results = {};
    let hotReview = "";
    let done = { reviews: 0, clubs: 0, comments: 0 };
    for (const size of SIZES) {
      const t0 = performance.now();
      const add = {
        reviews: size.reviews - done.reviews,
        clubs: size.clubs - done.clubs,
        comments: size.comments - done.comments,
      };
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
      console.log(
        `Seeded ${size.label}: ${size.reviews} reviews, ${size.clubs} clubs, ${size.comments} comments (+${Math.round(performance.now() - t0)} ms)`,
      );
      for (const [name, [collection, params]] of Object.entries(queries(hotReview))) {
        (results[name] ??= {})[size.label] = await measure(server.url, collection, params);
      }
    }

    const [small, large] = [SIZES[0].label, SIZES.at(-1).label];
    console.log(
      `\nHTTP round trip as a visitor, ${SAMPLES} sequential requests each (ms); ratio = p50 ${large} / p50 ${small}\n`,
    );
    printTable(
      Object.entries(results).map(([query, r]) => ({
        query,
        ...Object.fromEntries(
          SIZES.flatMap(({ label }) => [
            [`${label} p50`, r[label].p50.toFixed(1)],
            [`${label} p95`, r[label].p95.toFixed(1)],
          ]),
        ),
        ratio: (r[large].p50 / r[small].p50).toFixed(2),
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
      console.log(
        `\nLoopback load at ${SIZES.at(-1).label}: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s per query (load = 1-min load average after)\n`,
      );
      printTable(rows);
    }
  } finally {
    await server.stop();
  }
}

await main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
