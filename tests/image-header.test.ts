// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/image-header.js (issue 31): the server stores only the app's own picture shapes (a
// plain lossy WebP, a baseline/progressive JPEG without metadata) and reads the real pixel size of
// each from the whole file; everything else is refused, not parsed. One hostile file per format.
type Info = { format?: string; width?: number; height?: number; problem?: string };
type Header = {
  MAX_SIDE: number;
  MESSAGES: Record<"tooBig" | "unreadable" | "format" | "metadata", string>;
  readPicture: (bytes: Uint8Array) => Info;
};
const header = loadHookModule<Header>("core/image-header.js");
const read = (bytes: number[] | Uint8Array) => header.readPicture(Uint8Array.from(bytes));
const { MESSAGES } = header;

const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

// --- JPEG: markers as a phone's canvas writes them.
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
const sof = (w: number, h: number, marker = 0xc0) =>
  segment(marker, [8, ...be16(h), ...be16(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const scan = [
  ...segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]),
  0x12,
  0xff,
  0x00,
  0x34,
  0xff,
  0xd0,
  0x56,
];
const jpeg = ({
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
const exifGps = segment(0xe1, [
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
const riff = (chunks: number[]) => [...text("RIFF"), ...le32(4 + chunks.length), ...text("WEBP"), ...chunks];
const chunk = (tag: string, body: number[]) => [
  ...text(tag),
  ...le32(body.length),
  ...body,
  ...(body.length & 1 ? [0] : []),
];
const vp8 = (w: number, h: number) =>
  chunk("VP8 ", [0x50, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0]);
const webp = (w = 1200, h = 720) => riff(vp8(w, h));

// --- Formats the app never uploads, each hostile the way issue 31 found them.
const png = (w: number, h: number) => [
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
const ico = [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, ...le32(27), ...le32(22), ...png(20000, 20000)];
const cur = [0, 0, 2, 0, ...ico.slice(4)];
// A 1x1 logical screen whose first frame is 16000 x 16000.
const gif = [
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
const bmp = [...text("BM"), ...Array(16).fill(0), ...le32(30000), ...le32(-30000), 1, 0, 24, 0];
const avif = [0, 0, 0, 0x1c, ...text("ftypavif"), 0, 0, 0, 0, ...text("avifmif1miaf")];
const heic = [0, 0, 0, 0x18, ...text("ftypheic"), 0, 0, 0, 0, ...text("mif1heic")];
// A VP8X canvas of 1x1 in front of a 16000 x 16000 frame; an animation; a lossless file.
const vp8x = (flags: number) => chunk("VP8X", [flags, 0, 0, 0, ...le24(0), ...le24(0)]);
const webpExtended = riff([...vp8x(0), ...vp8(16000, 16000)]);
const webpAnimated = riff([
  ...vp8x(0x02),
  ...chunk("ANIM", Array(6).fill(0)),
  ...chunk("ANMF", Array(24).fill(0)),
]);
const webpWithExif = riff([...vp8x(0x08), ...vp8(1200, 720), ...chunk("EXIF", exifGps)]);
const webpLossless = riff(
  chunk("VP8L", [0x2f, ...le32(((720 - 1) << 14) | (1200 - 1)), ...Array(12).fill(0)]),
);

describe("pictures the server stores", () => {
  it("reads the app's own WebP and JPEG, every JPEG frame type it writes", () => {
    expect(read(webp())).toEqual({ format: "webp", width: 1200, height: 720 });
    expect(read(jpeg())).toEqual({ format: "jpeg", width: 1200, height: 720 });
    expect(read(jpeg({ frame: sof(720, 1200, 0xc2) }))).toEqual({ format: "jpeg", width: 720, height: 1200 });
    expect(read(jpeg({ frame: sof(300, 180, 0xc1) }))).toEqual({ format: "jpeg", width: 300, height: 180 });
    // A colour profile and Adobe's block are not metadata about the member.
    const icc = segment(0xe2, [...text("ICC_PROFILE\0"), 1, 1, 0, 0]);
    expect(
      read(jpeg({ before: [...icc, ...segment(0xee, [...text("Adobe"), 0, 100, 0, 0, 0, 0, 1])] })).format,
    ).toBe("jpeg");
  });

  it("reads real files made by sharp (as the seed and images:migrate make them)", async () => {
    const photo = sharp({ create: { width: 200, height: 120, channels: 3, background: "#8a6" } });
    const [webpFile, jpegFile] = await Promise.all([
      photo.clone().webp({ quality: 80 }).toBuffer(),
      photo.clone().jpeg({ quality: 80 }).toBuffer(),
    ]);
    expect(read(webpFile)).toEqual({ format: "webp", width: 200, height: 120 });
    expect(read(jpegFile)).toEqual({ format: "jpeg", width: 200, height: 120 });
    // With the camera's EXIF kept, the same picture is refused.
    const withExif = await photo
      .clone()
      .jpeg()
      .withExif({ IFD0: { Copyright: "home" } })
      .toBuffer();
    expect(read(withExif).problem).toBe(MESSAGES.metadata);
  });

  it.each([
    ["ICO wrapping a 20000x20000 PNG", ico],
    ["CUR wrapping a 20000x20000 PNG", cur],
    ["GIF with a 16000x16000 first frame behind a 1x1 screen", gif],
    ["PNG of 20000x20000", png(20000, 20000)],
    ["PNG of a normal size (the app sends WebP/JPEG)", png(1200, 720)],
    ["BMP of 30000x30000", bmp],
    ["AVIF", avif],
    ["HEIC", heic],
    ["WebP VP8X: a 1x1 canvas over a 16000x16000 frame", webpExtended],
    ["WebP animation", webpAnimated],
    ["WebP lossless (VP8L)", webpLossless],
    ["JPEG lossless frame (SOF3)", jpeg({ frame: sof(1200, 720, 0xc3) })],
    ["JPEG hierarchical frame (SOF5)", jpeg({ frame: sof(1200, 720, 0xc5) })],
    ["JPEG arithmetic coding (SOF9)", jpeg({ frame: sof(1200, 720, 0xc9) })],
  ])("refuses %s as not one of the app's pictures", (_name, bytes) => {
    expect(read(bytes).problem).toBe(MESSAGES.format);
  });

  it.each([
    ["JPEG with EXIF (GPS)", jpeg({ before: exifGps })],
    ["JPEG with XMP", jpeg({ before: segment(0xe1, text("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>")) })],
    ["JPEG with IPTC (APP13)", jpeg({ before: segment(0xed, text("Photoshop 3.0\0")) })],
    ["JPEG with a comment", jpeg({ before: segment(0xfe, text("home")) })],
    ["JPEG with EXIF after its first scan", jpeg({ after: exifGps })],
    ["JPEG whose APP0 is not JFIF", jpeg({ before: segment(0xe0, text("AVI1")) })],
  ])("refuses %s: members' metadata never reaches storage", (_name, bytes) => {
    expect(read(bytes).problem).toBe(MESSAGES.metadata);
  });

  it.each([
    ["WebP with EXIF (VP8X)", webpWithExif, MESSAGES.format],
    [
      "WebP with a chunk after the image",
      riff([...vp8(1200, 720), ...chunk("EXIF", exifGps)]),
      MESSAGES.unreadable,
    ],
    ["WebP whose RIFF size is not the file's", [...webp(), 0, 0], MESSAGES.unreadable],
    ["WebP asking the decoder to upscale", riff(vp8(1200 | 0xc000, 720)), MESSAGES.unreadable],
    ["WebP of 16383x16383", webp(16383, 16383), MESSAGES.tooBig],
    [
      "JPEG whose second frame header is 20000x20000",
      jpeg({ after: sof(20000, 20000) }),
      MESSAGES.unreadable,
    ],
    ["JPEG of 20000x20000", jpeg({ w: 20000, h: 20000 }), MESSAGES.tooBig],
    ["JPEG of 5000x5000 (25 MP)", jpeg({ w: 5000, h: 5000 }), MESSAGES.tooBig],
    ["JPEG with data after its end", jpeg({ tail: text("PK\x03\x04") }), MESSAGES.unreadable],
    ["JPEG with no end", jpeg().slice(0, -2), MESSAGES.unreadable],
    ["JPEG with no frame", [0xff, 0xd8, ...scan, 0xff, 0xd9], MESSAGES.unreadable],
    ["JPEG of height 0 (set later by DNL)", jpeg({ w: 1200, h: 0 }), MESSAGES.unreadable],
    ["not a picture", text("이건 사진이 아니에요"), MESSAGES.unreadable],
  ])("refuses %s", (_name, bytes, message) => {
    expect(read(bytes).problem).toBe(message);
  });

  it("takes a 12 MP photo's size and no more than 16 MP", () => {
    expect(read(jpeg({ w: 4032, h: 3024 })).format).toBe("jpeg");
    expect(read(jpeg({ w: header.MAX_SIDE + 1, h: 10 })).problem).toBe(MESSAGES.tooBig);
  });
});
