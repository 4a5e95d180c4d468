// `npm run bench:server`: the app's PocketBase against PocketBase's own floor, side by side (issue 33).
//
// - app:  PocketBase 0.22.20 with the repo's migrations and hooks (pb_hooks/), as production runs it;
// - bare: the same binary on a copy of the same data dir, with no hooks and every collection's
//         list/view rule public ("") — what PocketBase itself costs for the same query.
// Same seeded data, same member token (the copy keeps the token secret), the app's own request paths
// (captured from the client's API functions in src/features/*/api, called through Vite), HTTP/1.1
// keep-alive straight to each server, interleaved rounds (app then bare, bare then app, ...) so the
// machine's load hits both alike. Prints req/s, p50, p95 and app/bare per call, with load average.
//
// Data (bench routes of scripts/bench-hooks/): the demo seed, BENCH_REVIEWS (5,000) reviews,
// BENCH_CLUBS (500) clubs and BENCH_COMMENTS (20,000) comments written by 33 members, one review
// with 150 top-level comments, a room of 11 members with 600 messages, 300 notifications of the
// measured member (hana, test1@) about real reviews and clubs. Visibility does real work: hana
// blocked 3 of the writers (2 of them room members), and 5 verified members reported 2 reviews, a club,
// 2 comments and 2 messages of the measured pages through the app's report route.
//
// Custom routes have no records-API twin, so their bare side is the plain records query a bare
// PocketBase answers for the same page:
//   inbox (GET /api/chaekdongne/notifications, 20 + 1 rows by cursor, actors' names and targets' titles
//   read per reader) ⇄ notifications?filter=recipient='me'&sort=-at,-id&perPage=21&skipTotal=1.
// Env: BENCH_ROUNDS (3), BENCH_SECONDS (4 per call, side and round), BENCH_CONCURRENCY (32),
// BENCH_CALLS (comma-separated names to run only some), BENCH_REVIEWS, BENCH_CLUBS, BENCH_COMMENTS;
// BENCH_DATA_DIR keeps the seeded data dir there and reuses it on the next run (pending migrations are
// applied to it; delete the folder after a change to the seed or the bulk route).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import PocketBase from "pocketbase";
import { createServer } from "vite";
import {
  ROOT,
  freePort,
  isHealthy,
  resolvePocketBaseBinary,
  startPocketBase,
} from "./lib/pocketbase-server.mjs";
import { appendImageSet } from "./lib/image-sizes.mjs";
import { seedImage } from "./lib/seed-images.mjs";
import { closedLoop } from "./lib/closed-loop.mjs";
import { percentile, printTable } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members as seedMembers } from "../seed/data.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ONLY = (process.env.BENCH_CALLS ?? "").split(",").filter(Boolean);
const SIZE = {
  reviews: Number(process.env.BENCH_REVIEWS ?? 5_000),
  clubs: Number(process.env.BENCH_CLUBS ?? 500),
  comments: Number(process.env.BENCH_COMMENTS ?? 20_000),
};
if (SECONDS > 30 || CONCURRENCY > 200 || ROUNDS > 10)
  throw new Error("bounded: BENCH_SECONDS <= 30, BENCH_CONCURRENCY <= 200, BENCH_ROUNDS <= 10");
const BENCH_MEMBERS = 30;
const PASSWORD = "bench1234!";
const load1 = () => os.loadavg()[0].toFixed(1);
const log = (...a) => console.error(...a);

// Budgets and the reporter age rule lifted for this server only: the setup writes as few members.
const RAISED = "100000";
const APP_ENV = {
  CHAEKDONGNE_LOOKUPS_PER_10MIN: RAISED,
  CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN: RAISED,
  CHAEKDONGNE_BUDGET_REPORTS_PER_DAY: RAISED,
  CHAEKDONGNE_REPORTER_MIN_AGE_HOURS: "0",
};

// --- The app's own requests: each client API function is called once with fetch captured. ---
async function appRequests() {
  const vite = await createServer({
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { "@": path.join(ROOT, "src") } },
  });
  const load = (file) => vite.ssrLoadModule(path.join(ROOT, "src/features", file));
  const realFetch = globalThis.fetch;
  const capture = async (call) => {
    let sent = "";
    globalThis.fetch = async (url) => {
      sent = String(url);
      const empty = { items: [], page: 1, perPage: 10, totalItems: 0, totalPages: 0, hasMore: false };
      return new Response(JSON.stringify(empty), { headers: { "content-type": "application/json" } });
    };
    try {
      await call();
    } finally {
      globalThis.fetch = realFetch;
    }
    const url = new URL(sent);
    return url.pathname + url.search;
  };
  // Placeholders the captured paths carry; the bench swaps in real ids per request.
  const ID = { review: "reviewplacehold", club: "clubplaceholder", room: "roomplaceholder" };
  try {
    const [reviews, review, clubs, club, comments, messages, inbox, clubSearch] = await Promise.all([
      load("reviews/api/get-reviews.ts"),
      load("reviews/api/get-review.ts"),
      load("clubs/api/get-clubs.ts"),
      load("clubs/api/get-club.ts"),
      load("comments/api/get-comments.ts"),
      load("chat/api/get-messages.ts"),
      load("notifications/api/get-notifications.ts"),
      load("clubs/lib/club-search-params.ts"),
    ]);
    return {
      ID,
      reviewList: await capture(() => reviews.getReviews({ page: 1, search: "" })),
      reviewDetail: await capture(() => review.getReview(ID.review)),
      clubList: await capture(() => clubs.getClubs(clubSearch.DEFAULT_CLUB_SEARCH, 1)),
      clubDetail: await capture(() => club.getClub(ID.club)),
      comments: await capture(() => comments.getComments({ reviewId: ID.review, page: 1 })),
      messages: await capture(() => messages.getMessages(ID.room, null)),
      inbox: await capture(() => inbox.getNotifications(null)),
    };
  } finally {
    await vite.close();
  }
}

// --- Data ---
async function seedData(app) {
  const admin = new PocketBase(app.url);
  admin.autoCancellation(false);
  await admin.admins.authWithPassword(app.admin.email, app.admin.password);
  await seed(app.url, app.admin);
  log(`creating ${BENCH_MEMBERS} verified members…`);
  const bench = [];
  for (let i = 0; i < BENCH_MEMBERS; i++) {
    const email = `bench-server-${i}@chaekdongne.kr`;
    // The bench route (scripts/bench-hooks/bench/members.js): no bcrypt hash per member.
    const { record: rec } = await admin.send("/api/bench/member", {
      method: "POST",
      body: {
        email,
        password: PASSWORD,
        nickname: `벤치서버${i}`,
        phone: `010${String(20_000_000 + i).padStart(8, "0")}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: i % 2 ? "male" : "female",
        verified: true,
      },
    });
    bench.push({ id: rec.id, email });
  }
  const login = async (email, password) => {
    const pb = new PocketBase(app.url);
    pb.autoCancellation(false);
    await pb.collection("users").authWithPassword(email, password);
    return pb;
  };
  const hana = await login(seedMembers[0].email, SEED_PASSWORD);
  const me = hana.authStore.model.id;
  const users = (await admin.collection("users").getFullList({ fields: "id" })).map((u) => u.id);
  const blocked = [bench[5], bench[7], bench[9]].map((m) => m.id);
  const reporters = await Promise.all(bench.slice(0, 5).map((m) => login(m.email, PASSWORD)));
  const reporterIds = bench.slice(0, 5).map((m) => m.id);

  // A room of hana's club with 10 bench members (3 of them blocked by hana, 5 reporters).
  const fd = new FormData();
  const fields = {
    genre: "genre0000000001",
    title: "벤치마크 대화방 모임",
    detail: "bench:server",
    dateTime: "2030-01-01 10:00:00.000Z",
    limitPerson: "15",
    query: "?",
    createUser: me,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  // The photo in the app's own stored sizes (the picture check refuses anything else).
  appendImageSet(fd, await seedImage("club", "bench-room"));
  const club = await admin.collection("socialing").create(fd);
  const roomUsers = [me, ...bench.slice(0, 10).map((m) => m.id)];
  const room = await admin
    .collection("chattingRoom")
    .create({ title: "벤치마크 대화방", socialing: club.id, users: roomUsers });

  log(`bulk: ${SIZE.reviews} reviews, ${SIZE.clubs} clubs, ${SIZE.comments} comments, 600 messages…`);
  const bulk = await admin.send("/api/bench/bulk", {
    method: "POST",
    body: {
      users,
      start: 0,
      ...SIZE,
      hotComments: 150,
      messages: { room: room.id, senders: roomUsers, count: 600 },
    },
  });
  const hotReview = bulk.hotReview;

  // Blocks and reports through the app's own routes (as members do).
  for (const id of blocked) await hana.send("/api/safety/blocks", { method: "POST", body: { userId: id } });
  const visitor = new PocketBase(app.url);
  visitor.autoCancellation(false);
  const notMine = (owner) => (r) => !reporterIds.includes(r[owner]) && r[owner] !== me;
  const reviewPage = (await visitor.collection("bookReview").getList(1, 10, { sort: "-created,-id" })).items;
  const clubPage = (await visitor.collection("socialing").getList(1, 10, { sort: "-created" })).items;
  const commentPage = (
    await visitor.collection("comments").getList(1, 10, {
      filter: `bookReviewId = '${hotReview}' && replyToId = ''`,
      sort: "-created,-id",
    })
  ).items;
  const messagePage = (
    await hana
      .collection("message")
      .getList(1, 30, { filter: `chattingRoom = '${room.id}'`, sort: "-created,-id" })
  ).items;
  const targets = [
    ...reviewPage
      .filter(notMine("writer"))
      .slice(0, 2)
      .map((r) => ["review", r.id]),
    ...clubPage
      .filter(notMine("createUser"))
      .slice(0, 1)
      .map((r) => ["club", r.id]),
    ...commentPage
      .filter(notMine("author"))
      .slice(0, 2)
      .map((r) => ["comment", r.id]),
    ...messagePage
      .filter(notMine("sender"))
      .slice(0, 2)
      .map((r) => ["message", r.id]),
  ];
  for (const [targetType, targetId] of targets)
    for (const pb of reporters)
      await pb.send("/api/safety/reports", {
        method: "POST",
        body: { targetType, targetId, reason: "spam" },
      });

  // hana's inbox: 300 notifications about real reviews and clubs, from members she did not block.
  const notificationTargets = [
    ...reviewPage.map((r) => ({ kind: "review_comment", targetId: r.id, targetTitle: r.title })),
    ...clubPage.map((c) => ({ kind: "club_applied", targetId: c.id, targetTitle: c.title })),
  ];
  await admin.send("/api/bench/notifications", {
    method: "POST",
    body: {
      recipients: [me],
      rows: 300,
      unreadEvery: 5,
      start: 0,
      targets: notificationTargets,
      actors: users.filter((id) => !blocked.includes(id) && id !== me),
    },
  });
  // The demo's clubs with members (a detail with applicants, members and answers to expand).
  const seededClubs = (
    await admin.collection("socialing").getFullList({ fields: "id,applicant,confirmUser" })
  )
    .filter((c) => c.applicant.length + c.confirmUser.length > 0)
    .map((c) => c.id);
  // Details of what the member can open: the reviews of her list's first page, the demo's clubs
  // she may see.
  const shownReviews = (await hana.collection("bookReview").getList(1, 10, { sort: "-created,-id" })).items;
  const shownClubs = [];
  for (const id of seededClubs) {
    const res = await fetch(`${app.url}/api/collections/socialing/records/${id}`, {
      headers: { authorization: hana.authStore.token },
    });
    if (res.ok) shownClubs.push(id);
  }
  return {
    me,
    token: hana.authStore.token,
    hotReview,
    room: room.id,
    reviewIds: shownReviews.map((r) => r.id),
    clubIds: shownClubs,
    hidden: targets.length,
  };
}

// --- A bare PocketBase on a copy of the data: no hooks, every list/view rule public. ---
async function startBare(dataDir, admin) {
  const empty = mkdtempSync(path.join(os.tmpdir(), "chaekdongne-bare-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    resolvePocketBaseBinary(),
    [
      "serve",
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--hooksDir=${empty}`,
      `--migrationsDir=${empty}`,
      "--automigrate=false",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const start = Date.now();
  while (!(await isHealthy(url))) {
    if (child.exitCode !== null || Date.now() - start > 30_000)
      throw new Error("bare PocketBase did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(admin.email, admin.password);
  for (const c of await pb.collections.getFullList()) {
    await pb.collections.update(c.id, { listRule: "", viewRule: "" });
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }).then(() => rmSync(empty, { recursive: true, force: true })),
  };
}

// --- Load: CONCURRENCY clients in a closed loop over keep-alive HTTP/1.1 connections. ---
function get(agent, origin, p, headers) {
  return new Promise((resolve) => {
    const req = http.get(`${origin}${p}`, { agent, headers }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("error", () => resolve(0));
  });
}

/** CPU time a process has used, in ms (Linux /proc: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function run(agent, origin, pathFor, headers, pid) {
  const cpu0 = cpuMs(pid);
  const r = await closedLoop({
    clients: CONCURRENCY,
    seconds: SECONDS,
    send: (n) => get(agent, origin, pathFor(n), headers),
  });
  return { ...r, cpu: cpuMs(pid) - cpu0 };
}

// --- Main ---
const work = mkdtempSync(path.join(os.tmpdir(), "chaekdongne-bench-server-"));
let app;
let bare;
const stopAll = async () => {
  await bare?.stop();
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

let failed = false;
try {
  const requests = await appRequests();
  const kept = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : "";
  const dataFile = kept && path.join(kept, "bench-server.json");
  const reuse = dataFile && existsSync(dataFile);
  app = await startPocketBase({ benchHooks: true, extraEnv: APP_ENV, dataDir: kept || undefined });
  const t0 = performance.now();
  const data = reuse ? JSON.parse(readFileSync(dataFile, "utf8")) : await seedData(app);
  if (reuse) log(`reusing the data in ${kept}`);
  else log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  if (dataFile && !reuse) writeFileSync(dataFile, JSON.stringify(data));
  // A fresh token (the kept one may have expired).
  const member = new PocketBase(app.url);
  await member.collection("users").authWithPassword(seedMembers[0].email, SEED_PASSWORD);
  data.token = member.authStore.token;
  log("copying the data dir for the bare server…");
  await app.stopOnly();
  const bareDir = path.join(work, "bare");
  cpSync(app.dataDir, bareDir, { recursive: true });
  await app.start();
  bare = await startBare(bareDir, app.admin);

  const { ID } = requests;
  const rotate = (template, placeholder, ids) => (i) => template.replace(placeholder, ids[i % ids.length]);
  const inboxBare = `/api/collections/notifications/records?${new URLSearchParams({
    page: "1",
    perPage: "21",
    filter: `recipient = '${data.me}'`,
    sort: "-at,-id",
    skipTotal: "1",
  })}`;
  const calls = [
    ["review list p1", () => requests.reviewList],
    ["club list p1", () => requests.clubList],
    ["review detail", rotate(requests.reviewDetail, ID.review, data.reviewIds)],
    ["club detail", rotate(requests.clubDetail, ID.club, data.clubIds)],
    ["comments page", () => requests.comments.replace(ID.review, data.hotReview)],
    ["chat room messages", () => requests.messages.replace(ID.room, data.room)],
    ["inbox (notifications)", () => requests.inbox, () => inboxBare],
  ].filter(([name]) => !ONLY.length || ONLY.some((o) => name.startsWith(o)));

  const headers = { authorization: data.token, "accept-encoding": "identity" };
  const agents = {
    app: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
    bare: new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
  };
  const origin = { app: app.url, bare: bare.url };
  const pid = { app: app.child.pid, bare: bare.pid };

  // What each side answers (a sanity check that both serve the same call, and that the app hides).
  log("\nfirst answers (items: app / bare):");
  for (const [name, appPath, barePath = appPath] of calls) {
    const body = async (side, p) => {
      const res = await fetch(`${origin[side]}${p(0)}`, { headers: { authorization: data.token } });
      if (!res.ok) throw new Error(`${side} ${res.status} ${p(0)}: ${await res.text()}`);
      return res.json();
    };
    const [a, b] = [await body("app", appPath), await body("bare", barePath)];
    const count = (x) => (Array.isArray(x.items) ? `${x.items.length} items` : "1 record");
    log(`  ${name}: ${count(a)} / ${count(b)}`);
  }

  const results = new Map(calls.map(([name]) => [name, { app: [], bare: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    log(`\nround ${round + 1}/${ROUNDS} (load ${load1()})`);
    for (const [name, appPath, barePath = appPath] of calls) {
      const order = round % 2 ? ["bare", "app"] : ["app", "bare"];
      for (const side of order) {
        // Warm the connections (and each server's caches) before timing.
        await Promise.all(
          Array.from({ length: CONCURRENCY }, (_, i) =>
            get(agents[side], origin[side], (side === "app" ? appPath : barePath)(i), headers),
          ),
        );
        const r = await run(
          agents[side],
          origin[side],
          side === "app" ? appPath : barePath,
          headers,
          pid[side],
        );
        results.get(name)[side].push({ ...r, load: os.loadavg()[0] });
        const why = r.errors ? ` (status ${JSON.stringify(r.statuses)})` : "";
        log(`  ${name} ${side}: ${(r.times.length / r.seconds).toFixed(0)} req/s, errors ${r.errors}${why}`);
      }
    }
  }

  const rows = [];
  for (const [name, sides] of results) {
    const sum = (side) => {
      const times = sides[side].flatMap((r) => r.times);
      const seconds = sides[side].reduce((s, r) => s + r.seconds, 0);
      const errors = sides[side].reduce((s, r) => s + r.errors, 0);
      const cpu = sides[side].reduce((s, r) => s + r.cpu, 0) / times.length;
      return {
        rps: times.length / seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        errors,
        cpu,
      };
    };
    const a = sum("app");
    const b = sum("bare");
    failed ||= a.errors > 0 || b.errors > 0;
    const ratio = a.rps / b.rps;
    const p95ratio = a.p95 / b.p95;
    const loads = [...sides.app, ...sides.bare].map((r) => r.load);
    rows.push({
      call: name,
      "app req/s": a.rps.toFixed(0),
      "bare req/s": b.rps.toFixed(0),
      "app/bare": `${ratio.toFixed(2)}${ratio >= 0.7 ? "" : " ✗"}`,
      "app p50": a.p50.toFixed(1),
      "bare p50": b.p50.toFixed(1),
      "app p95": a.p95.toFixed(1),
      "bare p95": b.p95.toFixed(1),
      "p95 app/bare": `${p95ratio.toFixed(2)}${p95ratio <= 1.5 ? "" : " ✗"}`,
      "CPU ms/req app": a.cpu.toFixed(2),
      bare: b.cpu.toFixed(2),
      "bare/app CPU": (b.cpu / a.cpu).toFixed(2),
      errors: a.errors + b.errors,
      load: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    });
  }

  console.log(`\nServer vs bare PocketBase — ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus().length}x ${os.cpus()[0]?.model ?? "cpu"}, node ${process.version}, PocketBase 0.22.20; shared: read with the load average`,
  );
  console.log(
    `${ROUNDS} interleaved rounds × ${SECONDS} s per call and side, ${CONCURRENCY} keep-alive HTTP/1.1 clients, signed in as ${seedMembers[0].email}`,
  );
  console.log(
    `data: ${SIZE.reviews} reviews, ${SIZE.clubs} clubs, ${SIZE.comments} comments (+ demo seed), 600 messages, 300 notifications; 3 writers blocked, ${data.hidden} measured records hidden by reports`,
  );
  console.log(
    "inbox: app = GET /api/chaekdongne/notifications; bare = notifications records, same page (21 rows)\n",
  );
  printTable(rows);
  console.log(
    "\ntimes in ms; targets (issue 33): app/bare >= 0.7, p95 <= 1.5x bare. CPU ms/req: the server process's CPU time per answered request (/proc), which the machine's other load moves least; bare/app CPU is the throughput ratio a saturated server would show",
  );
  for (const a of Object.values(agents)) a.destroy();
} finally {
  await stopAll();
}
process.exit(failed ? 1 : 0);
