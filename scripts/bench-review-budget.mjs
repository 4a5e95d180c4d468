// `npm run bench:review-budget` (issue 25): does one member writing at the review budget, every
// review as large as a body may be, slow the review list for everyone? Bounded (about 1 min),
// loopback only, a throwaway PocketBase (repo migrations + hooks, production budgets, demo seed).
//   1. the review list's first page as the app asks for it (src/features/reviews/api/get-reviews.ts),
//      BENCH_CONCURRENCY (20) members in a closed loop for BENCH_SECONDS (8);
//   2. one member writes reviews until the budget refuses one (10 a day), each at the caps of
//      pb_hooks/reviews/body.js: ~20,000 characters of text and 5 pictures of 195 KB (as files);
//   3. the same list again: those 10 reviews are now its whole first page;
//   4. for scale, the same page as an admin (PocketBase's own handler, which excerpts every body
//      itself) and one at-cap review.
// The machine is shared and CPU-bound numbers move with it: read each row next to its load average.
import os from "node:os";
import { performance } from "node:perf_hooks";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { appendImageSet } from "./lib/image-sizes.mjs";
import { startPocketBase } from "./lib/pocketbase-server.mjs";
import { seedImage } from "./lib/seed-images.mjs";
import { closedLoop } from "./lib/closed-loop.mjs";
import { printTable } from "./lib/stats.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
if (SECONDS > 20 || CONCURRENCY > 100)
  throw new Error("bounded: BENCH_SECONDS <= 20, BENCH_CONCURRENCY <= 100");
const load1 = () => os.loadavg()[0].toFixed(2);

const LIST_FIELDS = "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)";
const LIST = `/api/collections/bookReview/records?${new URLSearchParams({
  page: "1",
  perPage: "10",
  sort: "-created,-id",
  expand: "writer",
  fields: LIST_FIELDS,
  skipTotal: "1",
})}`;
/** A real picture of the app's shape (plain lossy WebP) of 180-195 KB: grain does not compress. */
async function pictureAtCap() {
  for (let side = 460; ; side += 10) {
    const noise = { type: "gaussian", mean: 128, sigma: 60 };
    const out = await sharp({ create: { width: side, height: side, channels: 3, background: "#777", noise } })
      .webp({ quality: 90 })
      .toBuffer();
    if (out.length > 180_000) return out;
  }
}
function bodyAtCaps() {
  const text = "책을 덮고 나서도 한참을 생각했어요. 문장 하나하나가 오래 남아요. "
    .repeat(540)
    .slice(0, 19_900);
  return `<p>${text}</p>${[0, 1, 2, 3, 4].map((i) => `<p><img src="chaekdongne-picture:${i}"></p>`).join("")}`;
}

async function measure(name, url, headers) {
  const get = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.status;
  };
  for (let i = 0; i < CONCURRENCY; i++) await get(); // warm up
  const r = await closedLoop({ clients: CONCURRENCY, seconds: SECONDS, send: get });
  const size = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  const row = {
    call: name,
    "req/s": r.rps.toFixed(0),
    "p50 ms": r.p50.toFixed(1),
    "p95 ms": r.p95.toFixed(1),
    "p99 ms": r.p99.toFixed(1),
    errors: `${r.errors} / ${r.times.length}`,
    "response KB": (size / 1024).toFixed(1),
    "load 1m": load1(),
  };
  console.error(`  ${name}: p95 ${row["p95 ms"]} ms, ${row["req/s"]} req/s, load ${row["load 1m"]}`);
  return row;
}

const pb = await startPocketBase({ extraEnv: { CHAEKDONGNE_LOOKUPS_PER_10MIN: "100000" } });
try {
  await seed(pb.url, pb.admin);
  const reader = new PocketBase(pb.url);
  const auth = await reader.collection("users").authWithPassword(members[0].email, SEED_PASSWORD);
  const asMember = { authorization: auth.token };
  const rows = [];
  console.error(`${CONCURRENCY} clients × ${SECONDS} s per row, load ${load1()}`);
  rows.push(await measure("review list p1, seed data", `${pb.url}${LIST}`, asMember));

  // One member writes at the budget, every review at the caps, until the budget refuses.
  const writer = new PocketBase(pb.url);
  writer.autoCancellation(false);
  const w = await writer.collection("users").authWithPassword(members[1].email, SEED_PASSWORD);
  const detail = bodyAtCaps();
  let written = 0;
  let refusal = "";
  let lastId = "";
  const [cover, picture] = [await seedImage("cover", "bench"), await pictureAtCap()];
  for (let i = 0; i < 20 && !refusal; i++) {
    const fd = new FormData();
    fd.append("writer", w.record.id);
    fd.append("bookTitle", `예산 끝까지 ${i}`);
    fd.append("title", `한도까지 쓴 리뷰 ${i}`);
    fd.append("detail", detail);
    appendImageSet(fd, cover);
    for (let k = 0; k < 5; k++)
      fd.append("images", new Blob([picture], { type: "image/webp" }), "picture.webp");
    try {
      lastId = (await writer.collection("bookReview").create(fd)).id;
      written++;
    } catch (error) {
      refusal = `${error.status} ${error.response?.message}`;
    }
  }
  console.error(
    `  wrote ${written} reviews of ${(Buffer.byteLength(detail) / 1e6).toFixed(2)} MB; then: ${refusal}`,
  );
  rows.push(await measure(`review list p1, ${written} at-cap reviews`, `${pb.url}${LIST}`, asMember));

  const admin = new PocketBase(pb.url);
  await admin.admins.authWithPassword(pb.admin.email, pb.admin.password);
  const asAdmin = { authorization: admin.authStore.token };
  rows.push(await measure("same page read with bodies (admin)", `${pb.url}${LIST}`, asAdmin));
  rows.push(
    await measure(
      "one at-cap review (detail)",
      `${pb.url}/api/collections/bookReview/records/${lastId}?expand=writer`,
      asMember,
    ),
  );
  printTable(rows);
} finally {
  await pb.stop();
}
