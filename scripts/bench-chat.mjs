// `npm run bench:chat`: chat fan-out on a throwaway PocketBase (repo migrations + hooks).
// SUBSCRIBERS realtime connections (each its own SDK client and EventSource, the app's own filter
// and expand) listen to one room; one member sends MESSAGES messages one after another; we report
// how many events arrived and the fan-out latency (send start -> event received) p50/p95/max.
// The connections belong to MEMBERS room members (several devices each): every connection is
// checked against the rules on its own, and fewer accounts keeps the bcrypt-bound setup short.
// Env: BENCH_SUBSCRIBERS (200), BENCH_MEMBERS (20), BENCH_MESSAGES (500), BENCH_RATE (msg/s, 0 = back to back).
import os from "node:os";
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import PocketBase from "pocketbase";
import { EventSource } from "eventsource";
import { ROOT, startPocketBase } from "./lib/pocketbase-server.mjs";

globalThis.EventSource = EventSource;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const MEMBERS = Math.min(Number(process.env.BENCH_MEMBERS ?? 20), SUBSCRIBERS);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 0);
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

// Hundreds of members sign up from 127.0.0.1: lift the per-address lookup budget for this server.
const server = await startPocketBase({ env: { CHAEKDONGNE_LOOKUPS_PER_10MIN: "100000" } });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
}
const t0 = performance.now();
try {
  const admin = newClient(server.url);
  await admin.admins.authWithPassword(server.admin.email, server.admin.password);

  console.error(`setting up ${MEMBERS + 1} members (bcrypt-bound)…`);
  // 1. Members (sender first), each logged in with their own token.
  const members = await pool(Array.from({ length: MEMBERS + 1 }, (_, i) => i), 8, async (i) => {
    const email = `bench${i}@chaekdongne.kr`;
    await admin.collection("users").create({
      email, password: PASSWORD, passwordConfirm: PASSWORD, nickname: `벤치${i}`,
      phone: `010${String(10_000_000 + i).padStart(8, "0")}`, birth: "1990-01-01 00:00:00.000Z", gender: "female",
    });
    const pb = newClient(server.url);
    const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
    return { pb, auth };
  });
  const sender = members[0].pb;
  // One SDK client (one realtime connection) per device, round-robin over the members.
  const subscribers = Array.from({ length: SUBSCRIBERS }, (_, i) => {
    const { auth } = members[1 + (i % MEMBERS)];
    const pb = newClient(server.url);
    pb.authStore.save(auth.token, auth.record);
    return pb;
  });

  // 2. A club and its room with everyone in it.
  const fd = new FormData();
  fd.append("img", new Blob([readFileSync(path.join(ROOT, "seed/images/club-c1.webp"))], { type: "image/webp" }), "c.webp");
  const fields = { genre: "genre0000000001", title: "벤치마크 모임", detail: "fan-out", dateTime: "2030-01-01 10:00:00.000Z",
    limitPerson: "15", query: "?", createUser: sender.authStore.model.id };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const club = await admin.collection("socialing").create(fd);
  const room = await admin.collection("chattingRoom").create({
    title: "벤치마크 모임", socialing: club.id, users: members.map((m) => m.auth.record.id),
  });
  const setupMs = performance.now() - t0;

  console.error(`opening ${SUBSCRIBERS} realtime connections…`);
  // 3. Subscribers, exactly as the chat room subscribes.
  const sentAt = new Map();
  const latencies = [];
  let duplicates = 0;
  const seen = subscribers.map(() => new Set());
  // The same three topics as the app's room (src/features/chat/api/use-room-realtime.ts).
  // BENCH_EXPAND=1 adds expand=sender to the message topic (what the app did first) for comparison.
  await pool(subscribers, 20, async (pb, i) => {
    await pb.collection("message").subscribe(
      "*",
      (e) => {
        const start = sentAt.get(e.record.id);
        if (seen[i].has(e.record.id)) duplicates++;
        seen[i].add(e.record.id);
        if (start !== undefined) latencies.push(performance.now() - start);
      },
      { filter: pb.filter("chattingRoom = {:id}", { id: room.id }), ...(process.env.BENCH_EXPAND ? { expand: "sender" } : {}) },
    );
    if (process.env.BENCH_MESSAGES_ONLY) return;
    await pb.collection("chattingRoom").subscribe(room.id, () => undefined);
    await pb.realtime.subscribe(`chatAccess/${room.id}`, () => undefined);
  });

  console.error(`sending ${MESSAGES} messages…`);
  // 4. Send.
  const senderId = sender.authStore.model.id;
  const sendStart = performance.now();
  for (let i = 0; i < MESSAGES; i++) {
    const id = `bench${String(i).padStart(10, "0")}`;
    sentAt.set(id, performance.now());
    await sender.collection("message").create({ id, chattingRoom: room.id, sender: senderId, text: `벤치마크 메시지 ${i + 1}번` });
    if (RATE > 0) {
      const due = sendStart + ((i + 1) * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
  }
  const sendMs = performance.now() - sendStart;
  const expected = MESSAGES * SUBSCRIBERS;
  const deadline = performance.now() + 60_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(100);
  const drainMs = performance.now() - sendStart;

  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\nChat fan-out — ${new Date().toISOString()}`);
  console.log(`machine: ${os.cpus().length}x ${os.cpus()[0]?.model ?? "cpu"}, node ${process.version}, PocketBase 0.22.20`);
  console.log(`setup: ${MEMBERS + 1} members + room in ${(setupMs / 1000).toFixed(1)} s`);
  console.log(`subscribers: ${SUBSCRIBERS} connections of ${MEMBERS} members, messages: ${MESSAGES}, pacing: ${RATE > 0 ? `${RATE}/s` : "back to back"}`);
  console.log(`sent in ${(sendMs / 1000).toFixed(1)} s (${((MESSAGES * 1000) / sendMs).toFixed(1)} msg/s), all delivered after ${(drainMs / 1000).toFixed(1)} s`);
  console.log(`delivered: ${latencies.length} / ${expected} events${duplicates ? `, ${duplicates} duplicates` : ", no duplicates"}`);
  console.log(`fan-out latency: p50 ${ms(pct(50))}, p95 ${ms(pct(95))}, max ${ms(latencies[latencies.length - 1] ?? NaN)}`);
  for (const pb of subscribers) pb.realtime.unsubscribe().catch(() => undefined);
  process.exitCode = latencies.length === expected && !duplicates ? 0 : 1;
} finally {
  await server.stop();
}
process.exit(process.exitCode ?? 0);
