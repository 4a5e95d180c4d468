// Image sizes from their headers, without decoding them (issue 25). Load inside a handler:
// require(`${__hooks}/core/image-header.js`).
//
// A small file can declare a huge picture (a 1 KB PNG of 20,000 x 20,000 pixels decodes to 1.6 GB
// in every reader's browser and in PocketBase's thumbnailer), so uploads and the images inside a
// review are refused above these sizes. A 12-megapixel phone photo (4032 x 3024) fits even
// uncompressed; the app itself sends at most 1600 px on the longer side.
const MAX_SIDE = 8192;
const MAX_PIXELS = 16777216; // 4096 x 4096: 64 MB once decoded
const TOO_BIG = `사진이 너무 커요. 가로세로 ${MAX_SIDE}픽셀, 1,600만 화소 이하의 사진을 올려주세요.`;
const UNREADABLE = "사진 파일을 읽을 수 없어요. 다른 사진을 골라주세요.";
// How much of a file is read: a JPEG's size comes after its EXIF block (up to 64 KB, more with
// an embedded thumbnail and maker notes).
const HEADER_BYTES = 256 * 1024;

const u16be = (b, i) => (b[i] << 8) | b[i + 1];
const u16le = (b, i) => b[i] | (b[i + 1] << 8);
const u24le = (b, i) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b, i) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const i32le = (b, i) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
const ascii = (b, i, n) => String.fromCharCode.apply(null, Array.prototype.slice.call(b, i, i + n));

function jpegSize(b) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // SOF0-15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && [0xc4, 0xc8, 0xcc].indexOf(marker) < 0)
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // markers without a length
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b) {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

// Each format the image fields accept (and BMP/ICO, which review pictures accept): how its first
// bytes are recognised and where its size is. One table for "is it a picture" and "how big".
const FORMATS = [
  {
    is: (b) => b[0] === 0x89 && ascii(b, 1, 3) === "PNG",
    size: (b) => (b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null),
  },
  { is: (b) => b[0] === 0xff && b[1] === 0xd8, size: jpegSize },
  { is: (b) => ascii(b, 0, 4) === "GIF8", size: (b) => ({ width: u16le(b, 6), height: u16le(b, 8) }) },
  { is: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP", size: webpSize },
  {
    is: (b) => ascii(b, 0, 2) === "BM",
    size: (b) => (b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null),
  },
  // ICO: at most 256 a side.
  {
    is: (b) => b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0,
    size: () => ({ width: 256, height: 256 }),
  },
];

const formatOf = (b) => (b && b.length >= 4 ? FORMATS.find((f) => f.is(b)) || null : null);

/** {width, height} of a PNG, JPEG, GIF, WebP, BMP or ICO given its first bytes, else null. */
function dimensions(b) {
  const format = b && b.length >= 10 ? formatOf(b) : null;
  return format ? format.size(b) : null;
}

/** Whether the bytes start like one of the formats dimensions() reads. */
function isPicture(b) {
  return !!formatOf(b);
}

/** A Korean refusal for these bytes, or "" when the picture's size is fine. */
function problemOf(bytes) {
  const d = dimensions(bytes);
  if (!d || !d.width || !d.height) return UNREADABLE;
  if (d.width > MAX_SIDE || d.height > MAX_SIDE || d.width * d.height > MAX_PIXELS) return TOO_BIG;
  return "";
}

/** The first `max` bytes of a PocketBase filesystem.File as a Uint8Array. */
function headOfFile(file, max) {
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

/** Throws a 400 with `field` when an uploaded file's picture is unreadable or too large. */
//
// Only the picture's size is judged here. A file that is not a picture at all, or is over the
// field's byte cap, is left to PocketBase's own field validation after this hook, so it gets the
// same answer as everywhere else (validation_invalid_mime_type, validation_file_size_limit). Every
// type our image fields accept (the schema's mimeTypes) has a signature dimensions() reads.
function checkUpload(file, field, collection) {
  if (!file) return;
  const options = $app.dao().findCollectionByNameOrId(collection).schema.getFieldByName(field).options;
  if (file.size > options.maxSize) return;
  const head = headOfFile(file, HEADER_BYTES);
  if (!isPicture(head)) return;
  const problem = problemOf(head);
  if (problem)
    throw new BadRequestError(problem, {
      [field]: new ValidationError("validation_image_dimensions", problem),
    });
}

/** The same for the files of `field` in a records-API request hook's e.uploadedFiles. */
function checkUploaded(uploadedFiles, field, collection) {
  const files = uploadedFiles && uploadedFiles[field];
  if (!files) return;
  for (let i = 0; i < files.length; i++) checkUpload(files[i], field, collection);
}

module.exports = {
  MAX_SIDE,
  MAX_PIXELS,
  HEADER_BYTES,
  dimensions,
  problemOf,
  checkUpload,
  checkUploaded,
  headOfFile,
};
