// The photos a member really picks (issue 31), made here so that nothing is downloaded: for
// `npm run bench:images` and the e2e tests of uploads.
//   camera    4000x3000 as the sensor wrote it, EXIF Orientation 6 (shown turned: 3000x4000) and
//             GPS (a home in Seoul), JPEG quality 92 (~3.5 MB, like a phone's)
//   portrait  3000x4000 upright, with GPS
//   screenshot 1290x2796 PNG of a chat-like screen (flat colours and text)
//   animated  480x480 GIF of 8 frames
// Every picture has a red square in its top-left corner as it should be shown: a wrongly turned
// upload shows it elsewhere (MARKER).
import sharp from "sharp";
import { photoPixels } from "./photo.mjs";

/** Where the red marker is: a square of this side at the shown picture's top-left corner. */
export const MARKER = { side: 0.12, colour: { r: 230, g: 20, b: 20 } };
/** The GPS position written into the camera photos (degrees). */
export const GPS = { latitude: 37.5665, longitude: 126.978 };

// --- EXIF (TIFF inside an APP1 block), just the tags a phone photo carries that matter here.
function tiff(orientation, gps) {
  const entries0 = [
    [0x0112, 3, 1, orientation], // Orientation, SHORT
    [0x8825, 4, 1, 0], // GPSInfo IFD pointer, LONG (filled below)
  ];
  const dms = (deg) => {
    const d = Math.floor(deg);
    const m = Math.floor((deg - d) * 60);
    const s = Math.round(((deg - d) * 60 - m) * 60 * 100);
    return [d, 1, m, 1, s, 100];
  };
  const gpsEntries = [
    [0x0001, 2, 2, "N"], // GPSLatitudeRef, ASCII
    [0x0002, 5, 3, dms(gps.latitude)], // GPSLatitude, RATIONAL x3
    [0x0003, 2, 2, "E"],
    [0x0004, 5, 3, dms(gps.longitude)],
  ];
  const ifdSize = (n) => 2 + n * 12 + 4;
  const ifd0At = 8;
  const gpsAt = ifd0At + ifdSize(entries0.length);
  const dataAt = gpsAt + ifdSize(gpsEntries.length);
  const out = Buffer.alloc(dataAt + 48);
  out.write("MM", 0, "ascii");
  out.writeUInt16BE(42, 2);
  out.writeUInt32BE(ifd0At, 4);
  entries0[1][3] = gpsAt;
  let data = dataAt;
  const writeIfd = (at, entries) => {
    out.writeUInt16BE(entries.length, at);
    entries.forEach(([tag, type, count, value], i) => {
      const e = at + 2 + i * 12;
      out.writeUInt16BE(tag, e);
      out.writeUInt16BE(type, e + 2);
      out.writeUInt32BE(count, e + 4);
      if (type === 3) out.writeUInt16BE(value, e + 8);
      else if (type === 4) out.writeUInt32BE(value, e + 8);
      else if (type === 2) out.write(`${value}\0`, e + 8, "ascii");
      else {
        out.writeUInt32BE(data, e + 8);
        value.forEach((v, k) => out.writeUInt32BE(v, data + k * 4));
        data += value.length * 4;
      }
    });
    out.writeUInt32BE(0, at + 2 + entries.length * 12);
  };
  writeIfd(ifd0At, entries0);
  writeIfd(gpsAt, gpsEntries);
  return out.subarray(0, data);
}

/** `jpeg` with an EXIF APP1 block (orientation, GPS) right after its SOI, as cameras write it. */
export function withExif(jpeg, { orientation = 1, gps = GPS } = {}) {
  const body = Buffer.concat([Buffer.from("Exif\0\0", "ascii"), tiff(orientation, gps)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, body, jpeg.subarray(2)]);
}

/** An upright photo-like picture with the red marker, as raw pixels. */
async function upright(width, height, seed) {
  const { data, info } = await photoPixels(width, height, seed, 200);
  const side = Math.round(Math.min(width, height) * MARKER.side);
  return sharp(data, { raw: info })
    .composite([
      {
        input: { create: { width: side, height: side, channels: 3, background: MARKER.colour } },
        left: 0,
        top: 0,
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The camera photo: shown 3000x4000, stored 4000x3000 turned a quarter to the left, EXIF 6 + GPS. */
export async function cameraPhoto({ width = 3000, height = 4000, seed = 11 } = {}) {
  const { data, info } = await upright(width, height, seed);
  // Orientation 6 means "turn 90 degrees clockwise to show": store it turned counter-clockwise.
  const stored = await sharp(data, { raw: info }).rotate(-90).jpeg({ quality: 92 }).toBuffer();
  return withExif(stored, { orientation: 6 });
}

/** A portrait photo stored upright (Orientation 1), with GPS. */
export async function portraitPhoto({ width = 3000, height = 4000, seed = 12 } = {}) {
  const { data, info } = await upright(width, height, seed);
  return withExif(await sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer(), { orientation: 1 });
}

/** A phone screenshot: flat areas and text, PNG. */
export async function screenshotPng({ width = 1290, height = 2796 } = {}) {
  const bubbles = Array.from({ length: 14 }, (_, i) => {
    const mine = i % 3 === 1;
    const y = 260 + i * 180;
    const w = 500 + ((i * 137) % 400);
    const x = mine ? width - w - 60 : 200;
    return `<rect x="${x}" y="${y}" width="${w}" height="130" rx="40" fill="${mine ? "#ffe066" : "#ffffff"}"/>
      <text x="${x + 40}" y="${y + 82}" font-size="48" font-family="sans-serif" fill="#222">책 이야기 ${i + 1} — 다음 모임은 토요일 오후 세 시예요</text>
      ${mine ? "" : `<circle cx="110" cy="${y + 50}" r="50" fill="hsl(${i * 40} 50% 60%)"/>`}`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#bacee0"/><rect width="100%" height="200" fill="#f7f7f7"/>
    <rect width="${Math.round(width * MARKER.side)}" height="${Math.round(width * MARKER.side)}" fill="rgb(230,20,20)"/>
    <text x="200" y="130" font-size="60" font-family="sans-serif" fill="#111">독서 모임 채팅방</text>${bubbles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An animated GIF: a square moving over a photo-like background, 8 frames. */
export async function animatedGif({ side = 480, frames = 8 } = {}) {
  const { data } = await upright(side, side, 13);
  const pages = [];
  for (let f = 0; f < frames; f++) {
    const box = Math.round(side / 5);
    pages.push(
      await sharp(data, { raw: { width: side, height: side, channels: 3 } })
        .composite([
          {
            input: { create: { width: box, height: box, channels: 3, background: { r: 40, g: 90, b: 220 } } },
            left: Math.round(((side - box) * f) / (frames - 1)),
            top: Math.round(side / 2),
          },
        ])
        .raw()
        .toBuffer(),
    );
  }
  return sharp(Buffer.concat(pages), {
    raw: { width: side, height: side * frames, channels: 3, pageHeight: side },
  })
    .gif({ loop: 0, delay: Array(frames).fill(120) })
    .toBuffer();
}
