// Photo-like pictures for the demo seed, the e2e tests and `npm run bench:images` (issue 31: the old
// seed's flat drawings hid what real photos cost). A scene of soft colour fields, a few hard-edged
// objects, texture at several scales and sensor grain: its bytes per pixel at each size and quality
// are in the range of real phone photos (docs/images.md compares them). Deterministic per seed.
import sharp from "sharp";

/** A small seeded PRNG (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A cols x rows field of random values (0-255, `channels` each), smoothly enlarged to width x height. */
async function field(rnd, cols, rows, width, height, channels, spread, centre = 128) {
  const small = Buffer.alloc(cols * rows * channels);
  for (let i = 0; i < small.length; i++)
    small[i] = Math.max(0, Math.min(255, centre + (rnd() - 0.5) * spread));
  return sharp(small, { raw: { width: cols, height: rows, channels } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

/**
 * Raw RGB pixels of a photo-like scene, width x height. `hue` (0-360) tints its colour fields.
 * @returns {Promise<{ data: Buffer, info: { width: number, height: number, channels: 3 } }>}
 */
export async function photoPixels(width, height, seed = 1, hue = 30) {
  const rnd = random(seed);
  const aspect = width / height;
  // Colour fields: the scene's large areas (a wall, a table, the sky), out of focus.
  const colours = await field(rnd, Math.round(5 * aspect) + 1, 6, width, height, 3, 110);
  // Objects with hard edges (books, a cup, a window frame).
  const shapes = [];
  for (let i = 0; i < 14; i++) {
    const w = (0.05 + rnd() * 0.3) * width;
    const h = (0.05 + rnd() * 0.4) * height;
    const x = rnd() * (width - w);
    const y = rnd() * (height - h);
    const light = Math.round(25 + rnd() * 55);
    const fill = `hsl(${Math.round(hue + (rnd() - 0.5) * 140)} ${Math.round(20 + rnd() * 60)}% ${light}%)`;
    shapes.push(
      rnd() < 0.6
        ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rnd() * 12}" fill="${fill}" opacity="${0.55 + rnd() * 0.45}"/>`
        : `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${fill}" opacity="${0.5 + rnd() * 0.5}"/>`,
    );
  }
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join("")}</svg>`,
  );
  const scene = await sharp(colours, { raw: { width, height, channels: 3 } })
    .composite([{ input: svg }])
    .removeAlpha()
    .raw()
    .toBuffer();
  // Texture (wood grain, fabric, paper, foliage) at three scales, and grain.
  const textures = await Promise.all(
    [
      [Math.round(width / 48), Math.round(height / 48), 70],
      [Math.round(width / 12), Math.round(height / 12), 50],
      [Math.round(width / 4), Math.round(height / 4), 40],
      [Math.round(width / 1.6), Math.round(height / 1.6), 34],
    ].map(([cols, rows, spread]) =>
      field(rnd, Math.max(2, cols), Math.max(2, rows), width, height, 1, spread),
    ),
  );
  const data = Buffer.alloc(width * height * 3);
  const tint = [Math.cos((hue * Math.PI) / 180), 0, Math.sin((hue * Math.PI) / 180)];
  const grain = Float32Array.from({ length: 65521 }, () => (rnd() - 0.5) * 12); // a prime: no visible tiling
  const [t0, t1, t2, t3] = textures;
  for (let p = 0, i = 0; p < width * height; p++, i += 3) {
    const t =
      (t0[p] - 128) * 0.6 +
      (t1[p] - 128) * 0.5 +
      (t2[p] - 128) * 0.45 +
      (t3[p] - 128) * 0.4 +
      grain[p % 65521];
    for (let c = 0; c < 3; c++) {
      const v = scene[i + c] + t * (1 + tint[c] * 0.15);
      data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return { data, info: { width, height, channels: 3 } };
}

/** A sharp pipeline of a photo-like scene. */
export async function photo(width, height, seed, hue) {
  const { data, info } = await photoPixels(width, height, seed, hue);
  return sharp(data, { raw: info });
}
