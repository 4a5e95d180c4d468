import {
  IMAGE_KINDS,
  OG_COVER_HEIGHT,
  OG_QUALITY,
  PICTURE_MAX_SIDE,
  heightFor,
  qualityFor,
} from "@/config/image-sizes.mjs";
import type { ImageKind } from "./image-url";

// Pictures are made on the phone (issue 31, docs/images.md): a photo is decoded once (the browser
// turns it upright by its EXIF orientation), cut to what the app shows, shrunk in halving steps and
// encoded as WebP (JPEG where the browser has no WebP encoder: Safari) at a set quality. A canvas
// writes no metadata, so EXIF (GPS, camera) never leaves the phone; JPEG output is cleaned of any
// APPn block anyway, because the server refuses them (pb_hooks image-header.js).

/** What the pickers accept; anything the browser can decode becomes WebP/JPEG before upload. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
// A 48-megapixel phone photo (8064 x 6048) decodes; beyond this a phone may run out of memory.
const MAX_INPUT_PIXELS = 50_000_000;
// A review body's picture (pb_hooks review-body.js LIMITS.maxImageBytes is 200,000).
const PICTURE_MAX_BYTES = 195_000;

export const IMAGE_MESSAGES = {
  type: "이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.",
  unreadable: "이 사진은 열 수 없어요. 다른 사진을 골라주세요.",
  tooBig: "사진이 너무 커요. 5,000만 화소 이하의 사진을 골라주세요.",
};

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes a picked file upright, after checking its pixel size from the header alone. */
async function decode(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = "async";
    // onload: the header is read, the pixels not yet decoded (a 1 KB file may declare gigapixels).
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = () => reject(new Error(IMAGE_MESSAGES.unreadable));
      img.src = url;
    });
    const width = img.naturalWidth;
    const height = img.naturalHeight;
    if (!width || !height) throw new Error(IMAGE_MESSAGES.unreadable);
    if (width * height > MAX_INPUT_PIXELS) throw new Error(IMAGE_MESSAGES.tooBig);
    // createImageBitmap decodes off the main thread and follows EXIF orientation like <img>; where
    // it does not (its size is not the <img>'s), the decoded <img> itself is drawn.
    const bitmap = await createImageBitmap(file).catch(() => null);
    if (bitmap && bitmap.width === width && bitmap.height === height)
      return { image: bitmap, width, height, close: () => bitmap.close() };
    bitmap?.close();
    await img.decode().catch(() => {
      throw new Error(IMAGE_MESSAGES.unreadable);
    });
    return { image: img, width, height, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

type Rect = [x: number, y: number, width: number, height: number];

function paint(target: HTMLCanvasElement, source: CanvasImageSource, [x, y, w, h]: Rect) {
  const ctx = target.getContext("2d", { alpha: false })!;
  ctx.fillStyle = "#fff"; // transparent PNG/GIF areas
  ctx.fillRect(0, 0, target.width, target.height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source, x, y, w, h, 0, 0, target.width, target.height);
}

function canvas(width: number, height: number) {
  const c = document.createElement("canvas");
  c.width = Math.max(1, Math.round(width));
  c.height = Math.max(1, Math.round(height));
  return c;
}

/** `rect` of `source` drawn at width x height, halving first so no step skips pixels. */
function resize(source: CanvasImageSource, rect: Rect, width: number, height: number) {
  let from = source;
  let [x, y, w, h] = rect;
  while (w >= width * 2 && h >= height * 2) {
    const half = canvas(w / 2, h / 2);
    paint(half, from, [x, y, w, h]);
    [from, x, y, w, h] = [half, 0, 0, half.width, half.height];
  }
  const out = canvas(width, height);
  paint(out, from, [x, y, w, h]);
  return out;
}

/** The middle of a width x height picture with the aspect aw:ah. */
function middle(width: number, height: number, [aw, ah]: readonly [number, number]): Rect {
  if (width * ah > height * aw) {
    const w = (height * aw) / ah;
    return [(width - w) / 2, 0, w, height];
  }
  const h = (width * ah) / aw;
  return [0, (height - h) / 2, width, h];
}

const toBlob = (c: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => c.toBlob(resolve, type, quality));

/** JPEG without APP1-APP15 (but ICC and Adobe) and comment blocks: the server refuses them. */
async function withoutMetadata(jpeg: Blob) {
  const b = new Uint8Array(await jpeg.arrayBuffer());
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff && b[i + 1] !== 0xda) {
    const marker = b[i + 1];
    const end = i + 2 + ((b[i + 2] << 8) | b[i + 3]);
    const metadata =
      (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;
    if (!metadata) parts.push(b.subarray(i, end));
    i = end;
  }
  parts.push(b.subarray(i));
  return new Blob(parts as BlobPart[], { type: "image/jpeg" });
}

/**
 * A plain lossy WebP (RIFF + one "VP8 " chunk), the only WebP the server takes: an encoder that
 * wrapped it in VP8X (an alpha or colour-profile chunk beside it) gets it unwrapped; the canvas is
 * opaque, so no alpha is lost. Null for anything else (lossless VP8L).
 */
async function plainWebp(webp: Blob): Promise<Blob | null> {
  const b = new Uint8Array(await webp.arrayBuffer());
  const tag = (i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);
  const size = (i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 2 ** 24;
  for (let i = 12; i + 8 <= b.length; i += 8 + size(i + 4) + (size(i + 4) & 1)) {
    if (tag(i) !== "VP8 ") continue;
    const chunk = b.subarray(i, i + 8 + size(i + 4) + (size(i + 4) & 1));
    const head = new Uint8Array(12);
    head.set([0x52, 0x49, 0x46, 0x46]); // RIFF
    new DataView(head.buffer).setUint32(4, 4 + chunk.length, true);
    head.set([0x57, 0x45, 0x42, 0x50], 8); // WEBP
    return i === 12 ? webp : new Blob([head, chunk] as BlobPart[], { type: "image/webp" });
  }
  return null;
}

/** WebP at `quality`, or JPEG where the browser cannot write WebP (its toBlob falls back to PNG). */
async function encode(c: HTMLCanvasElement, quality: number, jpeg = false): Promise<Blob> {
  if (!jpeg) {
    const webp = await toBlob(c, "image/webp", quality);
    const plain = webp?.type === "image/webp" ? await plainWebp(webp) : null;
    if (plain) return plain;
  }
  const blob = await toBlob(c, "image/jpeg", quality);
  if (blob?.type !== "image/jpeg") throw new Error(IMAGE_MESSAGES.unreadable);
  return withoutMetadata(blob);
}

const fileOf = (blob: Blob, stem: string) =>
  new File([blob], `${stem}.${blob.type === "image/webp" ? "webp" : "jpg"}`, { type: blob.type });

function checkType(file: File, types: string[]) {
  if (!types.includes(file.type)) throw new Error(IMAGE_MESSAGES.type);
}

/** Rethrows a failure the member can act on in Korean (a canvas error says nothing to them). */
const inKorean = (err: unknown): never => {
  throw err instanceof Error && /[가-힣]/.test(err.message) ? err : new Error(IMAGE_MESSAGES.unreadable);
};

/**
 * A picked photo as the kind's stored file (its largest size, cut to its aspect): what the pickers
 * show and keep in drafts. The other sizes are made from it when it is sent (imageUploadFiles).
 */
export async function prepareImage(file: File, kind: ImageKind): Promise<File> {
  checkType(file, ACCEPTED_IMAGE_TYPES);
  const spec = IMAGE_KINDS[kind];
  const width = spec.widths[spec.widths.length - 1];
  const decoded = await decode(file).catch(inKorean);
  try {
    const c = resize(
      decoded.image,
      middle(decoded.width, decoded.height, spec.aspect),
      width,
      heightFor(spec, width),
    );
    return fileOf(await encode(c, qualityFor(width)).catch(inKorean), `${kind}_${width}`);
  } finally {
    decoded.close();
  }
}

/** The cover whole on a 1.91:1 card over a soft, dimmed copy of itself (a crawler crops to 1.91:1). */
function coverCard(source: CanvasImageSource, width: number, height: number, [ogW, ogH]: readonly number[]) {
  const card = canvas(ogW, ogH);
  const ctx = card.getContext("2d", { alpha: false })!;
  // Shrunk to a few pixels and drawn back large with smoothing: a blur without ctx.filter (Safari).
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(resize(source, middle(width, height, [ogW, ogH]), 24, 13), 0, 0, ogW, ogH);
  ctx.fillStyle = "rgb(0 0 0 / 25%)";
  ctx.fillRect(0, 0, ogW, ogH);
  const coverW = Math.round((OG_COVER_HEIGHT * width) / height);
  ctx.drawImage(
    resize(source, [0, 0, width, height], coverW, OG_COVER_HEIGHT),
    (ogW - coverW) / 2,
    (ogH - OG_COVER_HEIGHT) / 2,
  );
  return card;
}

/**
 * What an upload of `kind` sends: `img` (the largest size) and `imgSizes` (every smaller width,
 * and the link-preview JPEG), made from the picked file. A file prepareImage made is sent as it is
 * and the smaller sizes come from it; anything else (a draft kept by an older version of the app)
 * is made into the largest size first.
 */
export async function imageUploadFiles(kind: ImageKind, picked: File) {
  const spec: { widths: readonly number[]; aspect: readonly [number, number]; og?: readonly number[] } =
    IMAGE_KINDS[kind];
  const largest = spec.widths[spec.widths.length - 1];
  const decoded = await decode(picked).catch(inKorean);
  try {
    const crop = middle(decoded.width, decoded.height, spec.aspect);
    const jpeg = picked.type === "image/jpeg";
    const prepared =
      decoded.width === largest && decoded.height === heightFor(spec, largest)
        ? picked.type === "image/webp"
          ? await plainWebp(picked)
          : jpeg
            ? await withoutMetadata(picked)
            : null
        : null;
    const make = async (width: number) =>
      fileOf(
        await encode(resize(decoded.image, crop, width, heightFor(spec, width)), qualityFor(width), jpeg),
        `${kind}_${width}`,
      );
    const img = prepared ? fileOf(prepared, `${kind}_${largest}`) : await make(largest);
    const sizes: File[] = [];
    for (const width of spec.widths.slice(0, -1)) sizes.push(await make(width));
    if (spec.og) {
      const [ogW, ogH] = spec.og;
      const c =
        kind === "cover"
          ? coverCard(
              resize(decoded.image, crop, largest, heightFor(spec, largest)),
              largest,
              heightFor(spec, largest),
              spec.og,
            )
          : resize(decoded.image, middle(decoded.width, decoded.height, [ogW, ogH]), ogW, ogH);
      sizes.push(fileOf(await encode(c, OG_QUALITY, true), `${kind}_og`));
    }
    return { img, sizes };
  } catch (err) {
    return inKorean(err);
  } finally {
    decoded.close();
  }
}

/** Appends an image of `kind` to a multipart body as `img` + `imgSizes`. */
export async function appendImage(form: FormData, kind: ImageKind, prepared: File) {
  const { img, sizes } = await imageUploadFiles(kind, prepared);
  form.append("img", img, img.name);
  for (const size of sizes) form.append("imgSizes", size, size.name);
}

/**
 * A picture for a review's body: upright, at most PICTURE_MAX_SIDE a side, WebP/JPEG within the
 * server's 200 KB (quality, then size, step down until it fits). An animated GIF keeps its first frame.
 */
export async function preparePicture(file: File, types: string[]): Promise<File> {
  checkType(file, types);
  const decoded = await decode(file).catch(inKorean);
  try {
    let scale = Math.min(1, PICTURE_MAX_SIDE / Math.max(decoded.width, decoded.height));
    for (;;) {
      const width = Math.max(1, Math.round(decoded.width * scale));
      const c = resize(decoded.image, [0, 0, decoded.width, decoded.height], width, decoded.height * scale);
      for (const quality of [qualityFor(width), 0.6, 0.5]) {
        const blob = await encode(c, quality).catch(inKorean);
        if (blob.size <= PICTURE_MAX_BYTES) return fileOf(blob, "picture");
      }
      scale *= 0.8;
    }
  } finally {
    decoded.close();
  }
}
