// `npm run bench:chat`: chat fan-out on a throwaway PocketBase (repo migrations + hooks), loopback only.
// Realtime connections (each its own SDK client and EventSource, the app's own topics and filter)
// listen to one room; one member sends MESSAGES messages one after another; we report how many
// events arrived of those expected and the fan-out latency (send start -> event received)
// p50/p95/max, with PocketBase's resident memory and the machine's load. It grows in steps
// (BENCH_STEPS, default 200 then 1000 connections, the new ones opened on top of the old).
// The connections belong to MEMBERS room members (several devices each): every connection is
// checked against the rules on its own, and fewer accounts keeps the bcrypt-bound setup short.
// Targets (issues 16, 33): 0 lost at every step; p95 <= 150 ms at 200 and at 1,000 connections;
// at 5,000 the p95 is reported. Each connection is a socket in this process: when the shell's
// soft limit of open files is lower than the largest step needs, the script starts itself again
// under `ulimit -n` (up to the hard limit; PocketBase, a Go program, raises its own at start).
// Inbox under the fan-out (issue 14): during each step's sending, other members comment one at a
// time on a review of a member outside the room, through the records API as the app does; the
// server writes the notification in the comment's transaction and pings the writer's "inbox"
// topic (subscribed as src/features/notifications/hooks/use-inbox-realtime.ts does). Reported:
// comment start -> ping received, and -> the inbox list request (the app's refetch on a ping) back
// with it, p50/p95, next to the fan-out's p95. Target: ping p95 within the step's fan-out p95.
// Env: BENCH_STEPS ("200,1000,5000"), BENCH_SUBSCRIBERS (one step of that size), BENCH_MEMBERS (20),
// BENCH_MESSAGES (per step, 300), BENCH_RATE (msg/s, 0 = back to back), BENCH_NOTIFY (inbox
// events per step, 60, enough for a p95 that is not just the 2nd-slowest; 0 = off).
import os from "node:os";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import PocketBase from "pocketbase";
import { EventSource } from "eventsource";
import { appendImageSet } from "./lib/image-sizes.mjs";
import { startPocketBase } from "./lib/pocketbase-server.mjs";
import { seedImage } from "./lib/seed-images.mjs";
import { printTable, rssMb } from "./lib/stats.mjs";

globalThis.EventSource = EventSource;
const STEPS = (process.env.BENCH_SUBSCRIBERS ?? process.env.BENCH_STEPS ?? "200,1000,5000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const SUBSCRIBERS = STEPS.at(-1);
const MAX_SUBSCRIBERS = 6000; // bounded: one machine, loopback
if (SUBSCRIBERS > MAX_SUBSCRIBERS) throw new Error(`at most ${MAX_SUBSCRIBERS} connections`);
// p95 target per step (issue 33: <= 150 ms up to 1,000 connections); above that, reported only.
const TARGET_P95 = (n) => (n <= 1000 ? 150 : Infinity);
const targetText = (n) => (Number.isFinite(TARGET_P95(n)) ? ` (≤ ${TARGET_P95(n)})` : "");

/** Starts this script again under a raised soft limit of open files when the largest step needs it. */
function ensureOpenFiles(needed) {
  if (process.env.BENCH_OPEN_FILES_RAISED) return;
  const limit = (flag) => {
    const text = execFileSync("/bin/sh", ["-c", `ulimit ${flag}`])
      .toString()
      .trim();
    return text === "unlimited" ? Infinity : Number(text);
  };
  if (limit("-n") >= needed) return;
  const hard = limit("-Hn");
  if (hard < needed)
    throw new Error(
      `${SUBSCRIBERS} connections need ${needed} open files; this shell allows at most ${hard} (raise the hard limit, e.g. LimitNOFILE in systemd or /etc/security/limits.conf, or lower BENCH_STEPS)`,
    );
  console.error(`raising the open-files limit to ${needed} (ulimit -n) and starting again…`);
  const again = spawnSync(
    "/bin/sh",
    ["-c", `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)],
    { stdio: "inherit", env: { ...process.env, BENCH_OPEN_FILES_RAISED: "1" } },
  );
  process.exit(again.status ?? 1);
}
ensureOpenFiles(SUBSCRIBERS + 1024);
const MEMBERS = Math.min(Number(process.env.BENCH_MEMBERS ?? 20), STEPS[0]);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const RATE = Number(process.env.BENCH_RATE ?? 0);
const NOTIFY = Number(process.env.BENCH_NOTIFY ?? 60);
const PASSWORD = "bench1234!";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function pool(items, limit, fn) {
  const out = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

const newClient = (url) => {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
};

// Hundreds of members sign up from 127.0.0.1, one member sends every step's messages and a few
// comment for the inbox: lift the per-address lookup and the members' write budgets (issue 25's
// 150 messages per 10 minutes, 60 comments an hour) for this server only.
const RAISED = "100000";
const server = await startPocketBase({
  extraEnv: {
    CHAEKDONGNE_LOOKUPS_PER_10MIN: RAISED,
    CHAEKDONGNE_BUDGET_MESSAGES_PER_10MIN: RAISED,
    CHAEKDONGNE_BUDGET_COMMENTS_PER_HOUR: RAISED,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
const t0 = performance.now();
try {
  const admin = newClient(server.url);
  await admin.admins.authWithPassword(server.admin.email, server.admin.password);

  console.error(`setting up ${MEMBERS + 2} members (bcrypt-bound)…`);
  // 1. Members (sender first, the review writer last, outside the room), each logged in.
  const everyone = await pool(
    Array.from({ length: MEMBERS + 2 }, (_, i) => i),
    8,
    async (i) => {
      const email = `bench${i}@chaekdongne.kr`;
      await admin.collection("users").create({
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        nickname: `벤치${i}`,
        phone: `010${String(10_000_000 + i).padStart(8, "0")}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: "female",
      });
      const pb = newClient(server.url);
      const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
      return { pb, auth };
    },
  );
  const writer = everyone.at(-1);
  const members = everyone.slice(0, -1);
  const sender = members[0].pb;
  // One SDK client (one realtime connection) per device, round-robin over the members.
  const subscribers = Array.from({ length: SUBSCRIBERS }, (_, i) => {
    const { auth } = members[1 + (i % MEMBERS)];
    const pb = newClient(server.url);
    pb.authStore.save(auth.token, auth.record);
    return pb;
  });

  // 2. A club and its room with everyone in it.
  const fd = appendImageSet(new FormData(), await seedImage("club", "bench"));
  const fields = {
    genre: "genre0000000001",
    title: "벤치마크 모임",
    detail: "fan-out",
    dateTime: "2030-01-01 10:00:00.000Z",
    limitPerson: "15",
    query: "?",
    createUser: sender.authStore.model.id,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const club = await admin.collection("socialing").create(fd);
  const room = await admin.collection("chattingRoom").create({
    title: "벤치마크 모임",
    socialing: club.id,
    users: members.map((m) => m.auth.record.id),
  });

  // The writer's review (commented on during the steps) and the writer's inbox connection.
  const rfd = appendImageSet(new FormData(), await seedImage("cover", "bench"));
  for (const [k, v] of Object.entries({
    writer: writer.auth.record.id,
    bookTitle: "벤치 책",
    title: "벤치 리뷰",
    detail: "<p>알림 벤치용 리뷰 본문이에요.</p>",
  }))
    rfd.append(k, v);
  const review = await writer.pb.collection("bookReview").create(rfd);
  let onPing = () => undefined;
  let sending = false;
  await writer.pb.realtime.subscribe("inbox", (e) => {
    if (e?.type === "new") onPing(); // not the ping of the writer's own "read"
  });
  const setupMs = performance.now() - t0;

  // NOTIFY comments one at a time while the step sends: start -> ping, and -> list fetched.
  const inboxRun = async (stepIndex) => {
    const ping = [];
    const shown = [];
    const request = [];
    let lost = 0;
    // Only while the step is still sending (so every event meets the fan-out), at most NOTIFY.
    for (let i = 0; i < NOTIFY && sending; i++) {
      const commenter = members[1 + ((stepIndex * NOTIFY + i) % MEMBERS)];
      const pinged = new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), 10_000);
        onPing = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      const start = performance.now();
      await commenter.pb.collection("comments").create({
        bookReviewId: review.id,
        author: commenter.auth.record.id,
        content: `벤치 댓글 ${stepIndex}-${i}`,
      });
      request.push(performance.now() - start);
      if (!(await pinged)) {
        lost++;
        continue;
      }
      ping.push(performance.now() - start);
      await writer.pb.send("/api/chaekdongne/notifications", { method: "GET" });
      shown.push(performance.now() - start);
      // The writer reads it, so the next comment starts a new row (a ping either way).
      await writer.pb.send("/api/chaekdongne/notifications/read", { method: "POST", body: {} });
    }
    onPing = () => undefined;
    return { ping, shown, request, lost };
  };

  // 3. Subscribers, exactly as the chat room subscribes; 4. send; per step.
  let sentAt = new Map();
  let latencies = [];
  let duplicates = 0;
  let seen = [];
  const pid = server.child.pid;
  const rssIdle = rssMb(pid);
  // The topics a member holds in an open room (src/features/chat/hooks/use-room-realtime.ts): the
  // room's messages on chat/{roomId} (pb_hooks/chat/lib.js), the room record, chatAccess,
  // and the shell's inbox (unread counts: a {type:"chat"} ping per message).
  const subscribe = async (pb, i) => {
    await pb.realtime.subscribe(`chat/${room.id}`, (e) => {
      const start = sentAt.get(e.record.id);
      if (start === undefined) return;
      if (seen[i].has(e.record.id)) duplicates++;
      seen[i].add(e.record.id);
      latencies.push(performance.now() - start);
    });
    if (process.env.BENCH_MESSAGES_ONLY) return;
    await pb.collection("chattingRoom").subscribe(room.id, () => undefined);
    await pb.realtime.subscribe(`chatAccess/${room.id}`, () => undefined);
    await pb.realtime.subscribe("inbox", () => undefined);
  };

  const rows = [];
  const inboxRows = [];
  let open = 0;
  let ok = true;
  const senderId = sender.authStore.model.id;
  for (const [stepIndex, size] of STEPS.entries()) {
    console.error(`opening realtime connections ${open + 1}-${size}…`);
    await pool(subscribers.slice(open, size), 20, (pb, j) => subscribe(pb, open + j));
    open = size;
    await sleep(500);
    const rssConnected = rssMb(pid);
    sentAt = new Map();
    latencies = [];
    duplicates = 0;
    seen = subscribers.map(() => new Set());
    let rssPeak = rssConnected;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 200);
    const loadBefore = os.loadavg()[0];

    console.error(
      `sending ${MESSAGES} messages to ${size} connections${NOTIFY ? `, with ${NOTIFY} inbox events` : ""}…`,
    );
    const sendStart = performance.now();
    sending = true;
    const inbox = NOTIFY ? inboxRun(stepIndex) : Promise.resolve(null);
    for (let i = 0; i < MESSAGES; i++) {
      const id = `bench${stepIndex}${String(i).padStart(9, "0")}`;
      sentAt.set(id, performance.now());
      await sender
        .collection("message")
        .create({ id, chattingRoom: room.id, sender: senderId, text: `벤치마크 메시지 ${i + 1}번` });
      if (RATE > 0) {
        const due = sendStart + ((i + 1) * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
      }
    }
    const sendMs = performance.now() - sendStart;
    sending = false;
    const inboxResult = await inbox;
    const expected = MESSAGES * size;
    const deadline = performance.now() + 60_000;
    while (latencies.length < expected && performance.now() < deadline) await sleep(100);
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);
    const pct = (p) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const p95 = pct(95);
    const stepOk = latencies.length === expected && !duplicates && p95 <= TARGET_P95(size);
    ok &&= latencies.length === expected && !duplicates;
    rows.push({
      connections: size,
      delivered: `${latencies.length} / ${expected}${latencies.length === expected ? "" : " ✗"}`,
      duplicates,
      "msg/s": ((MESSAGES * 1000) / sendMs).toFixed(1),
      "p50 ms": pct(50).toFixed(0),
      "p95 ms": `${p95.toFixed(0)}${p95 <= TARGET_P95(size) ? "" : " ✗"}${targetText(size)}`,
      "max ms": (latencies.at(-1) ?? NaN).toFixed(0),
      "RSS connected MB": rssConnected.toFixed(0),
      "RSS peak MB": rssPeak.toFixed(0),
      load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
      ok: stepOk ? "✓" : "✗",
    });
    if (inboxResult) {
      const q = (list, p) => {
        const sorted = [...list].sort((a, b) => a - b);
        return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
      };
      // Issue 14: a notification reaches its recipient within the fan-out p95 of the same step.
      const inboxOk = !inboxResult.lost && q(inboxResult.ping, 95) <= p95;
      ok &&= !inboxResult.lost;
      inboxRows.push({
        connections: size,
        "inbox pings": `${inboxResult.ping.length} / ${inboxResult.ping.length + inboxResult.lost}${inboxResult.lost ? " ✗" : ""}`,
        "ping p50 ms": q(inboxResult.ping, 50).toFixed(0),
        "ping p95 ms": q(inboxResult.ping, 95).toFixed(0),
        "comment request p95 ms": q(inboxResult.request, 95).toFixed(0),
        "shown p50 ms": q(inboxResult.shown, 50).toFixed(0),
        "shown p95 ms": q(inboxResult.shown, 95).toFixed(0),
        "fan-out p95 ms": p95.toFixed(0),
        load: os.loadavg()[0].toFixed(1),
        ok: inboxOk ? "✓" : "✗",
      });
    }
  }

  console.log(`\nChat fan-out — ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus().length}x ${os.cpus()[0]?.model ?? "cpu"}, node ${process.version}, PocketBase 0.22.20 (shared: see load)`,
  );
  console.log(
    `setup: ${MEMBERS + 1} members + room in ${(setupMs / 1000).toFixed(1)} s; PocketBase RSS idle ${rssIdle.toFixed(0)} MB`,
  );
  console.log(
    `${MESSAGES} messages per step from one member, ${RATE > 0 ? `${RATE}/s` : "back to back"}; connections of ${MEMBERS} members, 4 topics each\n`,
  );
  printTable(rows);
  if (inboxRows.length) {
    console.log(
      `\nInbox under the fan-out: comments one at a time while the step sends (at most ${NOTIFY}), on a review of a member outside the room`,
    );
    console.log("(ping = comment start -> 'inbox' ping; shown = -> the inbox list request back with it)\n");
    printTable(inboxRows);
  }
  for (const pb of subscribers) pb.realtime.unsubscribe().catch(() => undefined);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(process.exitCode ?? 0);
