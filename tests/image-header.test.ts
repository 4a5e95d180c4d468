// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";
import {
  avif,
  bmp,
  chunk,
  cur,
  exifGps,
  gif,
  heic,
  ico,
  jpeg,
  png,
  riff,
  scan,
  segment,
  sof,
  text,
  vp8,
  webp,
  webpAnimated,
  webpExtended,
  webpLossless,
  webpWithExif,
} from "./support/hostile-images";

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
