// `npm run bench:images` (issue 31): what pictures cost a reader once members upload real phone
// photos. Bounded (a few minutes), loopback only, a throwaway PocketBase with the demo seed and the
// production build on `vite preview`:
//   1. a seeded member uploads, through the app's own screens in Chromium, a 4000x3000 camera JPEG
//      (EXIF orientation + GPS), a 3000x4000 portrait, a PNG screenshot and an animated GIF
//      (scripts/lib/upload-photos.mjs): avatar, club photo, review cover and review pictures;
//   2. the stored files: format, pixels, bytes, whether any EXIF (GPS) is left;
//   3. a fresh phone-sized browser (430x932, DPR 3, no cache) loads /main/club, /main/bookReview,
//      /club/{id}, /myPage and a chat room, and prints the image bytes per screen (all the load
//      fetched, and those drawn in the first viewport), every avatar's bytes, and every image
//      served at more than 2x the pixels it is drawn at (DPR included).
// Targets: <= 150 KB of images drawn on each first screen, <= 8 KB per avatar, nothing over 2x.
// The same script measures an older build (it drives the UI by its labels): docs/performance.md.
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { build } from "vite";
import { freePort, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startPreview } from "./lib/preview-server.mjs";
import { printTable } from "./lib/stats.mjs";
import { PHONE, memberContext, phonePictures, uploadThroughApp } from "./lib/upload-photos.mjs";
import { seed } from "./seed.mjs";
import { SEED_PASSWORD, members } from "../seed/data.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGET = { screenKB: 150, avatarKB: 8, overdraw: 2 };
const load1 = () => loadavg()[0].toFixed(2);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every file of a record's image fields: name, format, pixels, bytes, EXIF/GPS left. */
async function storedFiles(pbUrl, record, fields) {
  const rows = [];
  for (const field of fields) {
    const names = [record[field] ?? []].flat().filter(Boolean);
    for (const name of names) {
      const res = await fetch(
        `${pbUrl}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(name)}`,
      );
      const data = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(data, { animated: true }).metadata();
      rows.push({
        record: `${record.collectionName}.${field}`,
        file: name.length > 34 ? `…${name.slice(-33)}` : name,
        format: meta.format,
        pixels: `${meta.width}x${meta.pageHeight ?? meta.height}${meta.pages > 1 ? ` x${meta.pages} frames` : ""}`,
        KB: kb(data.length),
        exif: meta.exif
          ? `yes (${meta.exif.includes(Buffer.from([0x88, 0x25])) ? "GPS" : "no GPS"})`
          : "none",
        orientation: meta.orientation ?? "-",
      });
    }
  }
  return rows;
}

/** One screen on a fresh phone-sized context: image responses and the drawn <img>s. */
async function measureScreen(browser, pbUrl, member, url) {
  const { context } = await memberContext(browser, pbUrl, member, PHONE);
  const page = await context.newPage();
  const responses = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    responses.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length }),
        () => ({ url: response.url(), bytes: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const drawn = await page.evaluate(() =>
    [...document.images]
      .map((img) => {
        const r = img.getBoundingClientRect();
        return {
          url: img.currentSrc,
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
          width: r.width,
          height: r.height,
          inView: r.bottom > 0 && r.top < innerHeight && r.width > 0 && r.height > 0,
          loading: img.loading,
          fetchPriority: img.fetchPriority,
        };
      })
      .filter((i) => i.url && i.naturalWidth > 0 && i.width > 0),
  );
  const fetched = await Promise.all(responses);
  await context.close();
  return { fetched, drawn };
}

const shortUrl = (url) => {
  const u = new URL(url);
  const parts = u.pathname.split("/");
  return `${parts[3] === "_pb_users_auth_" ? "users" : (parts[3] ?? "")}/…/${parts.at(-1)}${u.search}`.slice(
    0,
    70,
  );
};

async function main() {
  const cleanups = [];
  try {
    const pbPort = await freePort();
    const pb = await startPocketBase({ port: pbPort });
    cleanups.push(() => pb.stop());
    const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-images-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    process.env.VITE_PB_URL = pb.url;
    console.log("Building and seeding…");
    await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
    const seeded = await seed(pb.url, pb.admin);
    const preview = await startPreview(outDir);
    cleanups.push(() => preview.stop());
    const member = { email: members[0].email, password: SEED_PASSWORD };

    console.log(`Uploading phone pictures through the app (load ${load1()})…`);
    const pictures = await phonePictures();
    const input = Object.entries(pictures).map(([k, p]) => ({
      picture: k,
      file: p.name,
      KB: kb(p.buffer.length),
    }));
    printTable(input);
    const started = Date.now();
    const ids = await uploadThroughApp({ appUrl: preview.url, pbUrl: pb.url, member, pictures });
    console.log(`Uploaded in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load1()})\n`);

    const admin = new PocketBase(pb.url);
    await admin.admins.authWithPassword(pb.admin.email, pb.admin.password);
    const stored = [
      ...(await storedFiles(pb.url, await admin.collection("users").getOne(ids.userId), ["img", "imgSizes"])),
      ...(await storedFiles(pb.url, await admin.collection("socialing").getOne(ids.clubId), [
        "img",
        "imgSizes",
      ])),
      ...(await storedFiles(pb.url, await admin.collection("bookReview").getOne(ids.reviewId), [
        "img",
        "imgSizes",
        "images",
      ])),
    ];
    console.log("Stored files");
    printTable(stored);

    const browser = await chromium.launch({ executablePath: CHROMIUM });
    cleanups.push(() => browser.close());
    const roomId = seeded.clubIds
      ? (await admin.collection("socialing").getOne(seeded.clubIds.c1)).chattingRoom
      : ids.roomId;
    const screens = [
      ["/main/club", "/main/club"],
      ["/main/bookReview", "/main/bookReview"],
      ["/club/{id}", `/club/${ids.clubId}`],
      ["/myPage", "/myPage"],
      ["chat room", `/chatRoom/${roomId}`],
    ];
    const summary = [];
    const avatars = [];
    const over = [];
    for (const [label, route] of screens) {
      const { fetched, drawn } = await measureScreen(browser, pb.url, member, `${preview.url}${route}`);
      const inView = new Set(drawn.filter((d) => d.inView).map((d) => d.url));
      const bytesOf = (urls) => fetched.filter((f) => urls.has(f.url)).reduce((s, f) => s + f.bytes, 0);
      const all = fetched.reduce((s, f) => s + f.bytes, 0);
      const firstScreen = bytesOf(inView);
      const lcpImage = drawn.find((d) => d.inView && d.fetchPriority === "high");
      summary.push({
        screen: label,
        "first screen KB": `${kb(firstScreen)} ${firstScreen / 1024 <= TARGET.screenKB ? "✓" : "✗"}`,
        "all fetched KB": kb(all),
        images: `${inView.size} drawn / ${fetched.length} fetched`,
        "high-priority image": lcpImage ? `${lcpImage.loading}` : "-",
        load: load1(),
      });
      for (const f of fetched.filter((f) => /_pb_users_auth_|defaultProfile/.test(f.url)))
        avatars.push({
          screen: label,
          avatar: shortUrl(f.url),
          KB: `${kb(f.bytes)} ${f.bytes / 1024 <= TARGET.avatarKB ? "✓" : "✗"}`,
        });
      for (const d of drawn) {
        const ratio =
          (d.naturalWidth * d.naturalHeight) / (d.width * d.height * PHONE.deviceScaleFactor ** 2);
        if (ratio > TARGET.overdraw)
          over.push({
            screen: label,
            image: shortUrl(d.url),
            served: `${d.naturalWidth}x${d.naturalHeight}`,
            drawn: `${Math.round(d.width)}x${Math.round(d.height)} css`,
            "pixels / drawn": ratio.toFixed(1),
          });
      }
    }
    console.log(`Screens at 430x932, DPR 3 (targets: first screen <= ${TARGET.screenKB} KB of images)`);
    printTable(summary);
    console.log(`\nAvatars (target <= ${TARGET.avatarKB} KB each)`);
    printTable(avatars.length ? avatars : [{ avatar: "none fetched" }]);
    console.log(`\nImages served at more than ${TARGET.overdraw}x the pixels drawn: ${over.length}`);
    if (over.length) printTable(over);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // already gone
      }
    }
  }
}

await main();
process.exit(0);
