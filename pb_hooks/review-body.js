// What a review body (bookReview.detail, Quill's HTML) may hold, where its pictures go, and its
// plain-text excerpt (issue 25). Load inside a handler: require(`${__hooks}/review-body.js`).
//
// A body is text with Quill's formatting and up to maxImages pictures put in with the editor's
// image button, which embeds them as data URLs (spec 5). They are not stored in the body: on every
// save (storeBody) each new picture becomes a file of the review's `images` field and its <img>
// points there by a server-relative path (/api/files/<collection>/<review>/<file>), so a body is
// text only, a review view downloads its pictures lazily and cacheably, and a list page, which
// reads whole rows, costs the same whatever the reviews hold. Lists do not even carry the text:
// they read the stored `excerpt` (forList). The app's editor keeps within these numbers
// (src/features/reviews/lib/review-limits.ts; tests/review-limits.test.ts keeps the two in step).
const LIMITS = {
  maxBytes: 200000, // stored HTML (UTF-8, pictures as paths): 20,000 Korean characters are ~60 KB
  maxTextChars: 20000, // visible characters: a long review is 5,000-10,000
  maxImages: 5,
  maxImageBytes: 200000, // per picture: a 1200 px WebP from the editor is 60-180 KB
};
const EXCERPT_CHARS = 400; // more than the list shows (300 bytes), so PocketBase cuts it as before
// What a request may send before the pictures are taken out: the body plus its pictures as base64.
const MAX_INCOMING = LIMITS.maxBytes + LIMITS.maxImages * (Math.ceil((LIMITS.maxImageBytes * 4) / 3) + 100);
const EXTENSIONS = { png: "png", jpeg: "jpg", gif: "gif", webp: "webp", bmp: "bmp", "x-icon": "ico" };
const PICTURE = "chaekdongne-picture:"; // a new picture's place until its file has a name
const DATA_IMAGE =
  /^data:image\/(png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon);base64,([A-Za-z0-9+/]*={0,2})$/;
const IMG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i;
// PocketBase's excerpt(): these tags and their content are skipped, inline tags add no space,
// every other tag separates words (tools/rest/excerpt_modifier.go).
const SKIPPED =
  /<(head|style|script|iframe|embed|applet|object|svg|picture|dialog|template|button|form|textarea|select|option)\b[\s\S]*?<\/\1\s*>/gi;
const INLINE =
  /<\/?(?:a|abbr|acronym|b|bdo|big|br|button|cite|code|em|i|label|q|small|span|strong|strike|sub|sup|time)\b[^>]*>/gi;
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, name) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    const known = ENTITIES[name.toLowerCase()];
    return known === undefined ? all : known;
  });
}

/** The text a reader sees, whitespace collapsed (images and skipped elements left out). */
function visibleText(html) {
  return decodeEntities(
    String(html || "")
      .replace(SKIPPED, " ")
      .replace(/<(?:img|input)\b[^>]*>/gi, "")
      .replace(INLINE, "")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The stored excerpt: the first EXCERPT_CHARS characters of the visible text; a body without text
 * (pictures only) stores one space, so "" always means "not computed yet".
 */
function excerptOf(html) {
  return Array.from(visibleText(html)).slice(0, EXCERPT_CHARS).join("") || " ";
}

const withCommas = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function utf8Bytes(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function refuse(message) {
  return new BadRequestError(message, { detail: new ValidationError("validation_review_body", message) });
}

const TOO_BIG = "리뷰 내용이 너무 커요. 글을 줄이거나 나눠서 올려주세요.";

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Checks a body and plans its storage. `own`: {prefix: "/api/files/<collection>/<review>/",
 * names: the review's current picture files}. Returns {html, pictures: [{ext, base64}], kept}:
 * the body with each new picture's src as PICTURE + its index, each own picture as its path (any
 * origin in front dropped), and the own files still in use. Throws a Korean 400 when the body holds
 * more than a review may, or a picture from anywhere else.
 */
function planBody(html, own) {
  const body = String(html || "");
  if (body.length > MAX_INCOMING) throw refuse(TOO_BIG);
  const tags = body.match(IMG) || [];
  if (tags.length > LIMITS.maxImages)
    throw refuse(`리뷰에는 사진을 ${LIMITS.maxImages}장까지 넣을 수 있어요.`);
  const header = require(`${__hooks}/image-header.js`);
  const ownFile = new RegExp(`^(?:https?://[^/"'\\s]+)?${escapeRegExp(own.prefix)}([A-Za-z0-9_.-]+)$`);
  const pictures = [];
  const kept = [];
  const out = body.replace(IMG, (tag) => {
    const src = SRC.exec(tag);
    const value = src ? (src[2] !== undefined ? src[2] : src[3]).trim() : "";
    const data = DATA_IMAGE.exec(value);
    if (data) {
      const base64 = data[2];
      const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=/g) || []).length;
      if (bytes > LIMITS.maxImageBytes)
        throw refuse(
          `리뷰에 넣는 사진은 한 장에 ${Math.round(LIMITS.maxImageBytes / 1000)}KB까지예요. 더 작은 사진을 넣어주세요.`,
        );
      const problem = header.problemOf(header.decodeBase64Head(base64, header.HEADER_BYTES));
      if (problem) throw refuse(problem);
      pictures.push({ ext: EXTENSIONS[data[1]] || "ico", base64 });
      return tag.replace(src[0], ` src="${PICTURE}${pictures.length - 1}"`);
    }
    const file = ownFile.exec(value);
    if (file && own.names.indexOf(file[1]) >= 0) {
      kept.push(file[1]);
      return tag.replace(src[0], ` src="${own.prefix}${file[1]}"`);
    }
    // A picture from another site would tell it who reads the review, and when.
    throw refuse("리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.");
  });
  // UTF-16 units never exceed UTF-8 bytes: a longer string is over the cap without counting.
  if (out.length > LIMITS.maxBytes || utf8Bytes(out) > LIMITS.maxBytes) throw refuse(TOO_BIG);
  if (Array.from(visibleText(out)).length > LIMITS.maxTextChars)
    throw refuse(`리뷰 내용은 ${withCommas(LIMITS.maxTextChars)}자까지 쓸 수 있어요.`);
  return { html: out, pictures, kept };
}

/** Throws a Korean 400 when a new body (no pictures of its own yet) holds more than a review may. */
function checkBody(html) {
  planBody(html, { prefix: "/api/files/-/-/", names: [] });
}

/**
 * Records-API create/update of a review: checks the body, turns its new pictures into files of
 * `images` (uploaded with the record) and points the body at them. Returns the names of the
 * review's picture files no longer in the body (the caller deletes them once the save is done).
 */
function storeBody(e) {
  const record = e.record;
  if (!record.id)
    record.setId($security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"));
  const before = [];
  if (!record.isNew()) {
    const names = record.originalCopy().getStringSlice("images");
    for (let i = 0; i < names.length; i++) before.push(names[i]);
  }
  const prefix = `/api/files/${record.collection().id}/${record.id}/`;
  const plan = planBody(record.getString("detail"), { prefix, names: before });
  const header = require(`${__hooks}/image-header.js`);
  const files = plan.pictures.map((p) =>
    $filesystem.fileFromBytes(header.decodeBase64(p.base64).buffer, `picture.${p.ext}`),
  );
  let html = plan.html;
  files.forEach((file, i) => (html = html.split(`"${PICTURE}${i}"`).join(`"${prefix}${file.name}"`)));
  record.set("detail", html);
  record.set("images", plan.kept.concat(files.map((f) => f.name)));
  if (files.length) e.uploadedFiles["images"] = files;
  return before.filter((name) => plan.kept.indexOf(name) < 0);
}

/** After an update: the picture files storeBody found unused. */
function deletePictures(record, names) {
  if (!names || !names.length) return;
  const fs = $app.newFilesystem();
  try {
    for (const name of names) {
      try {
        fs.delete(`${record.baseFilesPath()}/${name}`);
      } catch (_) {
        // already gone
      }
    }
  } finally {
    fs.close();
  }
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A review's stored excerpt; one saved before excerpts existed gets it now (once). */
function excerptOfRecord(record) {
  const stored = record.getString("excerpt");
  if (stored) return stored;
  const computed = excerptOf(record.getString("detail"));
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery("UPDATE bookReview SET excerpt = {:e} WHERE id = {:id}")
    .bind({ e: computed, id: record.id })
    .execute();
  return computed;
}

/**
 * List responses (records API, every shape): each review's `detail` becomes its stored excerpt
 * before anything reads the body, so no list carries or processes a full body. The app's list
 * asks for `detail:excerpt(300,true)` and gets the same text as from the whole body.
 */
function forList(collectionName, records) {
  if (collectionName !== "bookReview") return;
  for (let i = 0; i < records.length; i++) records[i].set("detail", escapeHtml(excerptOfRecord(records[i])));
}

module.exports = {
  LIMITS,
  EXCERPT_CHARS,
  visibleText,
  excerptOf,
  excerptOfRecord,
  planBody,
  checkBody,
  storeBody,
  deletePictures,
  forList,
};
