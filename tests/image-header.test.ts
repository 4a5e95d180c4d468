import coverDataUrl from "../seed/images/cover-r1.webp?inline";
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/image-header.js reads a picture's size from its first bytes (issue 25: a tiny file can
// declare a picture that takes gigabytes to decode).
type Header = {
  MAX_SIDE: number;
  dimensions: (bytes: Uint8Array | number[]) => { width: number; height: number } | null;
  problemOf: (bytes: Uint8Array | number[]) => string;
};
const header = loadHookModule<Header>("core/image-header.js");

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

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
const gif = (w: number, h: number) => [...text("GIF89a"), ...le16(w), ...le16(h), 0, 0, 0];
const jpeg = (w: number, h: number) => [
  0xff,
  0xd8,
  // An APP1 (EXIF) block before the frame header, as phones write it.
  0xff,
  0xe1,
  0x00,
  0x08,
  ...text("Exif\0\0"),
  0xff,
  0xc2, // progressive
  0x00,
  0x11,
  8,
  (h >> 8) & 255,
  h & 255,
  (w >> 8) & 255,
  w & 255,
  3,
  ...Array(12).fill(0),
];
const riff = (chunk: string, body: number[]) => [
  ...text("RIFF"),
  ...le32(4 + body.length),
  ...text("WEBP"),
  ...text(chunk),
  ...body,
];
const webpVp8x = (w: number, h: number) =>
  riff("VP8X", [...le32(10), 0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);
const webpVp8l = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff("VP8L", [...le32(5), 0x2f, ...le32(bits >>> 0), 0, 0, 0, 0, 0, 0, 0, 0]);
};
const webpVp8 = (w: number, h: number) =>
  riff("VP8 ", [...le32(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0]);
const bmp = (w: number, h: number) => [...text("BM"), ...Array(16).fill(0), ...le32(w), ...le32(-h), 0, 0];

describe("image header sizes", () => {
  it.each([
    ["PNG", png(1200, 800)],
    ["GIF", gif(1200, 800)],
    ["JPEG after an EXIF block", jpeg(1200, 800)],
    ["WebP VP8X", webpVp8x(1200, 800)],
    ["WebP VP8L", webpVp8l(1200, 800)],
    ["WebP VP8", webpVp8(1200, 800)],
    ["BMP (top-down)", bmp(1200, 800)],
  ])("%s", (_name, bytes) => {
    expect(header.dimensions(bytes)).toEqual({ width: 1200, height: 800 });
    expect(header.problemOf(bytes)).toBe("");
  });

  it("reads a real file of the seed", () => {
    expect(header.dimensions(fromBase64(coverDataUrl.split(",")[1]))).toEqual({
      width: 300,
      height: 420,
    });
  });

  it("refuses a small file that declares a huge picture, and one it cannot read", () => {
    expect(header.problemOf(png(20000, 20000))).toMatch(/^사진이 너무 커요\./);
    expect(header.problemOf(png(header.MAX_SIDE + 1, 10))).toMatch(/^사진이 너무 커요\./);
    expect(header.problemOf(png(5000, 5000))).toMatch(/^사진이 너무 커요\./); // 25 MP
    expect(header.problemOf(png(4032, 3024))).toBe(""); // a 12 MP phone photo
    expect(header.problemOf(text("not an image at all"))).toBe(
      "사진 파일을 읽을 수 없어요. 다른 사진을 골라주세요.",
    );
    expect(header.problemOf([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x04, 0, 0, 0, 0, 0])).toMatch(/읽을 수 없어요/);
  });
});
