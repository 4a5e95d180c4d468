// The demo seed's pictures (issue 31): photo-like scenes (./photo.mjs) at twice each kind's
// largest size, made into the stored sizes as the app makes them (./image-sizes.mjs), so that lists and
// benchmarks on demo data download what real photos cost. Made once per machine and kept in
// node_modules/.cache (the key changes with the code that makes them): the e2e setup seeds often.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_KINDS, heightFor } from "../../src/config/image-sizes.mjs";
import { imageSet } from "./image-sizes.mjs";
import { photo } from "./photo.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "../..");
const version = createHash("sha256")
  .update(
    [
      "scripts/lib/photo.mjs",
      "scripts/lib/image-sizes.mjs",
      "scripts/lib/seed-images.mjs",
      "src/config/image-sizes.mjs",
    ]
      .map((f) => readFileSync(path.join(ROOT, f), "utf8"))
      .join("\0"),
  )
  .digest("hex")
  .slice(0, 12);
const CACHE = path.join(ROOT, "node_modules", ".cache", "chaekdongne-seed-images", version);

const seedOf = (key) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** `img` and `imgSizes` of the demo picture `key` of `kind` ("avatar" | "club" | "cover"). */
export async function seedImage(kind, key) {
  const dir = path.join(CACHE, `${kind}-${key}`);
  const manifest = path.join(dir, "files.json");
  if (existsSync(manifest)) {
    const { img, sizes } = JSON.parse(readFileSync(manifest, "utf8"));
    const load = (f) => ({ ...f, data: readFileSync(path.join(dir, f.name)) });
    return { img: load(img), sizes: sizes.map(load) };
  }
  const spec = IMAGE_KINDS[kind];
  const width = spec.widths.at(-1);
  const seed = seedOf(`${kind}:${key}`);
  // Twice the largest size, shrunk like a camera's photo (a scene drawn at the size it is shown
  // keeps detail no photo has at that size).
  const source = await (
    await photo(2 * width, 2 * heightFor(spec, width), seed, seed % 360)
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
  const set = await imageSet(kind, source);
  // Written aside and moved in whole: parallel test workers may make the same picture at once.
  const temp = `${dir}.${process.pid}-${Date.now()}`;
  mkdirSync(temp, { recursive: true });
  for (const f of [set.img, ...set.sizes]) writeFileSync(path.join(temp, f.name), f.data);
  const meta = (f) => ({ name: f.name, type: f.type });
  writeFileSync(
    path.join(temp, "files.json"),
    JSON.stringify({ img: meta(set.img), sizes: set.sizes.map(meta) }),
  );
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true }); // another process moved its copy in first
  }
  return set;
}

/** How many demo pictures are already made (for a progress line). */
export const cachedSeedImages = () => (existsSync(CACHE) ? readdirSync(CACHE).length : 0);
