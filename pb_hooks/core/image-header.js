// What the server stores as a picture (issues 25 and 31, docs/images.md). Load inside a handler:
// require(`${__hooks}/core/image-header.js`).
//
// Only the app's own shapes: every picture is made on the phone (src/lib/prepare-image.ts) or by
// sharp in our scripts, as a plain lossy WebP ("VP8 ") or a baseline/progressive JPEG, with no
// metadata. Anything else is refused, not parsed: PNG, GIF, BMP, ICO/CUR, AVIF/HEIC, extended
// WebP (VP8X: animation, alpha, EXIF/XMP) and lossless WebP, other JPEG frame types. So an ICO
// wrapping a 20000x20000 PNG or a GIF whose first frame is larger than its logical screen never
// reaches a reader, and a photo's EXIF (GPS) cannot be stored by a client that skips the app.
// The whole file is read (the app's files are at most ~1 MB): a JPEG's every marker, including
// any after its scans, so a second frame header or a metadata block after the first scan counts.
const MAX_SIDE = 8192;
const MAX_PIXELS = 16777216; // 4096 x 4096: 64 MB once decoded
const MESSAGES = {
  tooBig: `사진이 너무 커요. 가로세로 ${MAX_SIDE}픽셀, 1,600만 화소 이하의 사진을 올려주세요.`,
  unreadable: "사진 파일을 읽을 수 없어요. 다른 사진을 골라주세요.",
  format: "앱에서 고른 사진만 올릴 수 있어요. 사진을 다시 골라주세요.",
  metadata: "위치 같은 촬영 정보가 든 사진은 올릴 수 없어요. 앱에서 사진을 다시 골라주세요.",
};

const u16be = (b, i) => (b[i] << 8) | b[i + 1];
const u16le = (b, i) => b[i] | (b[i + 1] << 8);
const u32le = (b, i) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 16777216;
const ascii = (b, i, n) => String.fromCharCode.apply(null, Array.prototype.slice.call(b, i, i + n));
const refused = (key) => ({ problem: MESSAGES[key] });

/** The position of the next marker after entropy-coded data from `i` (0xFF00 and RSTn are data). */
function afterScan(b, i) {
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i < 0 || i + 1 >= b.length) return b.length;
    const next = b[i + 1];
    if (next === 0xff)
      i += 1; // fill byte before a marker
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
    else return i;
  }
}

// APPn blocks a JPEG of ours may carry (JFIF, an ICC colour profile, Adobe's colour transform).
const ALLOWED_APP = { 0xe0: "JFIF\0", 0xe2: "ICC_PROFILE\0", 0xee: "Adobe" };

/** {format, width, height} of one of our JPEGs, {problem} for any other JPEG. */
function jpeg(b) {
  let i = 2;
  let frame = null;
  let scans = 0;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return refused("unreadable");
    let marker = b[i + 1];
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1];
    if (marker === 0xd9) return i + 2 === b.length && frame && scans ? frame : refused("unreadable");
    if (i + 4 > b.length) return refused("unreadable");
    const end = i + 2 + u16be(b, i + 2);
    if (end > b.length || end < i + 4) return refused("unreadable");
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      // Baseline, extended or progressive, 8 bits: the only frame of the file.
      if (frame || end - i < 10 || b[i + 4] !== 8) return refused("unreadable");
      frame = { format: "jpeg", width: u16be(b, i + 7), height: u16be(b, i + 5) };
    } else if (marker === 0xda) {
      if (!frame) return refused("unreadable");
      scans++;
      i = afterScan(b, end);
      continue;
    } else if (ALLOWED_APP[marker] !== undefined) {
      const id = ALLOWED_APP[marker];
      if (ascii(b, i + 4, id.length) !== id) return refused("metadata");
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      return refused("metadata"); // EXIF/XMP (APP1), IPTC (APP13), comments...
    } else if (marker !== 0xc4 && marker !== 0xdb && marker !== 0xdd) {
      return refused("format"); // lossless, hierarchical, arithmetic coding, DNL, extensions
    }
    i = end;
  }
  return refused("unreadable");
}

/** {format, width, height} of a plain lossy WebP, {problem} for any other WebP. */
function webp(b) {
  if (b.length < 30 || u32le(b, 4) + 8 !== b.length) return refused("unreadable");
  // VP8L (lossless) and VP8X (animation, alpha, ICC, EXIF, XMP): not what the app makes.
  if (ascii(b, 12, 4) !== "VP8 ") return refused("format");
  const size = u32le(b, 16);
  if (20 + size + (size & 1) !== b.length || size < 10) return refused("unreadable"); // nothing after the image
  // A key frame (bit 0 of the frame tag clear), the start code, then 14-bit sizes whose 2 scaling
  // bits are 0 (a decoder could be asked to upscale).
  if (b[20] & 1 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return refused("unreadable");
  const w = u16le(b, 26);
  const h = u16le(b, 28);
  if (w >> 14 || h >> 14) return refused("unreadable");
  return { format: "webp", width: w, height: h };
}

/**
 * What the whole file `b` is: {format: "jpeg"|"webp", width, height} when it is one of our
 * pictures within the size caps, else {problem} with the Korean refusal.
 */
function readPicture(b) {
  if (!b || b.length < 4) return refused("unreadable");
  let info;
  if (b[0] === 0xff && b[1] === 0xd8) info = jpeg(b);
  else if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") info = webp(b);
  else return refused(looksLikePicture(b) ? "format" : "unreadable");
  if (info.problem) return info;
  if (!info.width || !info.height) return refused("unreadable");
  if (info.width > MAX_SIDE || info.height > MAX_SIDE || info.width * info.height > MAX_PIXELS)
    return refused("tooBig");
  return info;
}

/** PNG, GIF, BMP, ICO/CUR or an ISO-BMFF picture (AVIF, HEIC): a picture, but not ours. */
function looksLikePicture(b) {
  const head = ascii(b, 0, 4);
  return (
    (b[0] === 0x89 && ascii(b, 1, 3) === "PNG") ||
    head === "GIF8" ||
    ascii(b, 0, 2) === "BM" ||
    (b[0] === 0 && b[1] === 0 && (b[2] === 1 || b[2] === 2) && b[3] === 0) ||
    ascii(b, 4, 4) === "ftyp"
  );
}

/** A PocketBase filesystem.File's bytes (at most `max`) as a Uint8Array. */
function bytesOfFile(file, max) {
  const reader = file.reader.open();
  try {
    // An ArrayBuffer reaches Go as the same []byte, so Read fills it in place.
    const buffer = new ArrayBuffer(max);
    let total = 0;
    while (total < max) {
      const chunk = new ArrayBuffer(Math.min(65536, max - total));
      let n = 0;
      try {
        n = reader.read(chunk);
      } catch (_) {
        break; // io.EOF
      }
      if (!n) break;
      new Uint8Array(buffer, total, n).set(new Uint8Array(chunk, 0, n));
      total += n;
    }
    return new Uint8Array(buffer, 0, total);
  } finally {
    reader.close();
  }
}

/**
 * Checks an uploaded file of `field` in `collection`: returns {format, width, height}, or throws
 * a 400 naming the field. A file over the field's byte cap is left to PocketBase's own answer
 * (validation_file_size_limit), so is a missing file (null).
 */
function checkUpload(file, field, collection) {
  if (!file) return null;
  const options = $app.dao().findCollectionByNameOrId(collection).schema.getFieldByName(field).options;
  if (file.size > options.maxSize) return null;
  const info = readPicture(bytesOfFile(file, file.size + 1));
  if (info.problem)
    throw new BadRequestError(info.problem, {
      [field]: new ValidationError("validation_invalid_image", info.problem),
    });
  return info;
}

module.exports = { MAX_SIDE, MAX_PIXELS, MESSAGES, readPicture, checkUpload, bytesOfFile };
