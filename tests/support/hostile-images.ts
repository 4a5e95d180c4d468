// Hostile pictures, one per format, as issue 31 found them (tests/image-header.test.ts, the unit
// test of pb_hooks/core/image-header.js, and e2e/images.spec.ts, the same files over raw HTTP).
// Byte arrays: only the headers a decoder reads to size its canvas.
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
export const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

// --- JPEG: markers as a phone's canvas writes them.
export const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
export const sof = (w: number, h: number, marker = 0xc0) =>
  segment(marker, [8, ...be16(h), ...be16(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
export const scan = [
  ...segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]),
  0x12,
  0xff,
  0x00,
  0x34,
  0xff,
  0xd0,
  0x56,
];
export const jpeg = ({
  w = 1200,
  h = 720,
  before = [] as number[],
  frame = sof(w, h),
  after = [] as number[],
  tail = [] as number[],
} = {}) => [
  0xff,
  0xd8,
  ...segment(0xe0, [...text("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xdb, Array(65).fill(1)),
  ...before,
  ...frame,
  ...segment(0xc4, Array(20).fill(0)),
  ...scan,
  ...after,
  0xff,
  0xd9,
  ...tail,
];
export const exifGps = segment(0xe1, [
  ...text("Exif\0\0MM"),
  0,
  42,
  0,
  0,
  0,
  8,
  0,
  1,
  0x88,
  0x25,
  0,
  4,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  26,
]);

// --- WebP: RIFF, one chunk per file.
export const riff = (chunks: number[]) => [
  ...text("RIFF"),
  ...le32(4 + chunks.length),
  ...text("WEBP"),
  ...chunks,
];
export const chunk = (tag: string, body: number[]) => [
  ...text(tag),
  ...le32(body.length),
  ...body,
  ...(body.length & 1 ? [0] : []),
];
export const vp8 = (w: number, h: number) =>
  chunk("VP8 ", [0x50, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0]);
export const webp = (w = 1200, h = 720) => riff(vp8(w, h));

// --- Formats the app never uploads, each hostile the way issue 31 found them.
export const png = (w: number, h: number) => [
  0x89,
  ...text("PNG\r\n\x1a\n"),
  ...be32(13),
  ...text("IHDR"),
  ...be32(w),
  ...be32(h),
  8,
  6,
  0,
  0,
  0,
];
// An icon directory that says 16x16 and wraps a 20000 x 20000 PNG.
export const ico = [
  0,
  0,
  1,
  0,
  1,
  0,
  16,
  16,
  0,
  0,
  1,
  0,
  32,
  0,
  ...le32(27),
  ...le32(22),
  ...png(20000, 20000),
];
export const cur = [0, 0, 2, 0, ...ico.slice(4)];
// A 1x1 logical screen whose first frame is 16000 x 16000.
export const gif = [
  ...text("GIF89a"),
  ...le16(1),
  ...le16(1),
  0,
  0,
  0,
  0x2c,
  0,
  0,
  0,
  0,
  ...le16(16000),
  ...le16(16000),
  0,
  2,
  2,
  0x4c,
  1,
  0,
  0x3b,
];
export const bmp = [...text("BM"), ...Array(16).fill(0), ...le32(30000), ...le32(-30000), 1, 0, 24, 0];
export const avif = [0, 0, 0, 0x1c, ...text("ftypavif"), 0, 0, 0, 0, ...text("avifmif1miaf")];
export const heic = [0, 0, 0, 0x18, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")];
// A VP8X canvas of 1x1 in front of a 16000 x 16000 frame; an animation; a lossless file.
export const vp8x = (flags: number) => chunk("VP8X", [flags, 0, 0, 0, ...le24(0), ...le24(0)]);
export const webpExtended = riff([...vp8x(0), ...vp8(16000, 16000)]);
export const webpAnimated = riff([
  ...vp8x(0x02),
  ...chunk("ANIM", Array(6).fill(0)),
  ...chunk("ANMF", Array(24).fill(0)),
]);
export const webpWithExif = riff([...vp8x(0x08), ...vp8(1200, 720), ...chunk("EXIF", exifGps)]);
export const webpLossless = riff(
  chunk("VP8L", [0x2f, ...le32(((720 - 1) << 14) | (1200 - 1)), ...Array(12).fill(0)]),
);
