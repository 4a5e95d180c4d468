// The stored sizes of a picture made with sharp, as the app makes them on the phone
// (src/lib/prepare-image.ts, src/config/image-sizes.mjs): for the demo seed, `npm run
// images:migrate`, the e2e tests' raw uploads and `npm run bench:images`. Same sizes, crops and
// qualities; metadata stripped (sharp writes none unless asked), EXIF orientation applied.
import sharp from "sharp";
import {
  IMAGE_KINDS,
  OG_COVER_HEIGHT,
  OG_QUALITY,
  PICTURE_MAX_SIDE,
  heightFor,
  qualityFor,
} from "../../src/config/image-sizes.mjs";

export { IMAGE_KINDS };

/** @typedef {{ name: string, type: string, data: Buffer }} ImageFile */

const pct = (q) => Math.round(q * 100);
// Upright (EXIF orientation), on white (transparency), 8-bit sRGB.
const upright = async (input) => {
  const data = await sharp(input, { animated: false }).rotate().flatten({ background: "#fff" }).toBuffer();
  return { data, meta: await sharp(data).metadata() };
};

function encoded(pipeline, format, quality) {
  return format === "jpeg"
    ? pipeline.jpeg({ quality: pct(quality) }) // libjpeg-turbo, like the browsers' encoders
    : pipeline.webp({ quality: pct(quality) });
}

/** The cover whole on a 1.91:1 card over a soft, dimmed copy of itself (the app's coverCard). */
async function coverCard(source, [ogW, ogH]) {
  const meta = await sharp(source).metadata();
  const backdrop = await sharp(source).resize(24, 13, { fit: "cover" }).toBuffer();
  const coverW = Math.round((OG_COVER_HEIGHT * meta.width) / meta.height);
  const cover = await sharp(source).resize(coverW, OG_COVER_HEIGHT, { fit: "fill" }).toBuffer();
  return sharp(backdrop)
    .resize(ogW, ogH, { fit: "fill", kernel: "cubic" })
    .composite([
      {
        input: {
          create: { width: ogW, height: ogH, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.25 } },
        },
      },
      { input: cover, left: Math.round((ogW - coverW) / 2), top: Math.round((ogH - OG_COVER_HEIGHT) / 2) },
    ])
    .removeAlpha();
}

/**
 * `img` and `imgSizes` of a picture of `kind` ("avatar" | "club" | "cover") made from `input` (any
 * format sharp reads: a Buffer or a path). `format`: "webp" (the app's, where the browser can) or
 * "jpeg" (Safari's). File names are the app's (`club_1200.webp`); the server renames them.
 * @returns {Promise<{ img: ImageFile, sizes: ImageFile[] }>}
 */
export async function imageSet(kind, input, format = "webp") {
  const spec = IMAGE_KINDS[kind];
  const { data } = await upright(input);
  const ext = format === "jpeg" ? "jpg" : "webp";
  const type = format === "jpeg" ? "image/jpeg" : "image/webp";
  const files = [];
  for (const width of spec.widths) {
    const pipeline = sharp(data).resize(width, heightFor(spec, width), { fit: "cover", kernel: "lanczos3" });
    files.push({
      name: `${kind}_${width}.${ext}`,
      type,
      data: await encoded(pipeline, format, qualityFor(width)).toBuffer(),
    });
  }
  const img = files.pop();
  if ("og" in spec) {
    const [ogW, ogH] = spec.og;
    const pipeline =
      kind === "cover"
        ? await coverCard(
            await sharp(data)
              .resize(spec.widths.at(-1), heightFor(spec, spec.widths.at(-1)), { fit: "cover" })
              .toBuffer(),
            spec.og,
          )
        : sharp(data).resize(ogW, ogH, { fit: "cover", kernel: "lanczos3" });
    files.push({
      name: `${kind}_og.jpg`,
      type: "image/jpeg",
      data: await encoded(pipeline, "jpeg", OG_QUALITY).toBuffer(),
    });
  }
  return { img, sizes: files };
}

/** A review body's picture: upright, at most PICTURE_MAX_SIDE a side, WebP within 195,000 bytes. */
export async function pictureFile(input) {
  const { data, meta } = await upright(input);
  let side = Math.min(PICTURE_MAX_SIDE, Math.max(meta.width, meta.height));
  for (;;) {
    const width = Math.round(meta.width >= meta.height ? side : (side * meta.width) / meta.height);
    for (const quality of [qualityFor(width), 0.6, 0.5]) {
      const out = await sharp(data)
        .resize({ width: side, height: side, fit: "inside", kernel: "lanczos3" })
        .webp({ quality: pct(quality) })
        .toBuffer();
      if (out.length <= 195_000) return { name: "picture.webp", type: "image/webp", data: out };
    }
    side = Math.round(side * 0.8);
  }
}

/** Appends `img` + `imgSizes` to a multipart body (Node's FormData). */
export function appendImageSet(form, { img, sizes }) {
  form.append("img", new Blob([img.data], { type: img.type }), img.name);
  for (const size of sizes) form.append("imgSizes", new Blob([size.data], { type: size.type }), size.name);
  return form;
}
