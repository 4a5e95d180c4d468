// What a review body (bookReview.detail, Quill's HTML) may hold, where its pictures go, and its
// plain-text excerpt (issue 25). Load inside a handler: require(`${__hooks}/reviews/body.js`).
//
// A body is text with Quill's formatting and up to maxImages pictures put in with the editor's
// image button (spec 5). Pictures are not stored in the body: the app sends each one as a file of
// the review's `images` field, its <img> src a placeholder (PICTURE + its index among the files
// sent); storeBody points the <img> at the stored file by a server-relative path
// (/api/files/<collection>/<review>/<file>). So a body is text only, a review view downloads its
// pictures lazily and cacheably, and a list page, which reads whole rows, costs the same whatever
// the reviews hold. Lists do not even carry the text: they read the stored `excerpt` (forList).
// PocketBase checks each file's type and bytes (the field's maxSize, migration 1732201630, is
// maxImageBytes); pixels are checked here. The app's editor keeps within these numbers
// (src/features/reviews/lib/review-limits.ts; tests/review-limits.test.ts keeps the two in step).
const LIMITS = {
  minTextChars: 10, // visible characters (issue 30; the editor says "10자 이상")
  maxBytes: 200000, // stored HTML (UTF-8, pictures as paths): 20,000 Korean characters are ~60 KB
  maxTextChars: 20000, // visible characters: a long review is 5,000-10,000
  maxImages: 5,
  maxImageBytes: 200000, // per picture: a 1200 px WebP from the editor is 60-180 KB
};
const EXCERPT_CHARS = 400; // more than the list shows (300 bytes), so PocketBase cuts it as before
const PICTURE = "chaekdongne-picture:"; // a new picture's place until its file has a name
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
 * Checks a body and where its pictures come from. `own`: {prefix: "/api/files/<collection>/<review>/",
 * names: the review's current picture files, uploads: the names of the picture files sent with this
 * request, in order}. A picture's src is either PICTURE + N (the Nth uploaded file) or one of the
 * review's own files (any origin in front is dropped). Returns {html, used, kept}: the body with
 * every picture as its path, the uploaded files it uses and the own files it keeps. Throws a Korean
 * 400 when the body holds more than a review may, or a picture from anywhere else.
 */
function planBody(html, own) {
  const body = String(html || "");
  // UTF-16 units never exceed UTF-8 bytes: a longer string is over the cap without counting.
  if (body.length > LIMITS.maxBytes + LIMITS.maxImages * 300) throw refuse(TOO_BIG);
  const tags = body.match(IMG) || [];
  if (tags.length > LIMITS.maxImages)
    throw refuse(`리뷰에는 사진을 ${LIMITS.maxImages}장까지 넣을 수 있어요.`);
  const ownFile = new RegExp(`^(?:https?://[^/"'\\s]+)?${escapeRegExp(own.prefix)}([A-Za-z0-9_.-]+)$`);
  const used = [];
  const kept = [];
  const out = body.replace(IMG, (tag) => {
    const src = SRC.exec(tag);
    const value = src ? (src[2] !== undefined ? src[2] : src[3]).trim() : "";
    const upload = new RegExp(`^${PICTURE}(\\d+)$`).exec(value);
    const file = upload ? own.uploads[Number(upload[1])] : (ownFile.exec(value) || [])[1];
    const fresh = !!upload && !!file && used.indexOf(file) < 0;
    if (fresh || (!upload && file && own.names.indexOf(file) >= 0)) {
      (fresh ? used : kept).push(file);
      return tag.replace(src[0], ` src="${own.prefix}${file}"`);
    }
    // A picture from another site would tell it who reads the review, and when; a data URL would
    // make every reader of every list and view download it inside the text.
    throw refuse("리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.");
  });
  checkCaps(out);
  return { html: out, used, kept };
}

/** At most maxBytes of HTML and maxTextChars of text; returns the text's length. */
function checkCaps(html) {
  if (html.length > LIMITS.maxBytes || utf8Bytes(html) > LIMITS.maxBytes) throw refuse(TOO_BIG);
  const chars = Array.from(visibleText(html)).length;
  if (chars > LIMITS.maxTextChars)
    throw refuse(`리뷰 내용은 ${withCommas(LIMITS.maxTextChars)}자까지 쓸 수 있어요.`);
  return chars;
}

const SHORT = `리뷰 내용은 ${LIMITS.minTextChars}자 이상 써주세요.`;

/**
 * Today's rules for the body as it will be stored, on every save: a create, and every edit,
 * including one that sends only a new title (an older review shorter than today's minimum is
 * saved again only with a body that meets it). Pictures' origins are checked when the body is
 * written (planBody); their count here too.
 */
function checkStoredBody(html) {
  const body = String(html || "");
  if ((body.match(IMG) || []).length > LIMITS.maxImages)
    throw refuse(`리뷰에는 사진을 ${LIMITS.maxImages}장까지 넣을 수 있어요.`);
  if (checkCaps(body) < LIMITS.minTextChars) throw refuse(SHORT);
}

/**
 * Records-API create/update of a review: checks the body and its pictures (the files of `images`
 * sent with it: PocketBase has checked their type and bytes, here their pixels), keeps the ones the
 * body uses and points the body at them. Returns the names of the review's picture files no longer
 * in the body (the caller deletes them once the save is done). Spaces are stored plain
 * (reviews/spaces.js). An edit that leaves the body as it was (a title change) keeps its pictures
 * as they are; reviews/lib.js checkReview still checks that body against today's rules.
 */
function storeBody(e) {
  const record = e.record;
  record.set("detail", require(`${__hooks}/reviews/spaces.js`).plainSpaces(record.getString("detail")));
  const original = record.isNew() ? null : record.originalCopy();
  if (original && original.getString("detail") === record.getString("detail")) return [];
  if (!record.id)
    record.setId($security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"));
  const before = [];
  const names = original ? original.getStringSlice("images") : [];
  for (let i = 0; i < names.length; i++) before.push(names[i]);
  const sent = (e.uploadedFiles && e.uploadedFiles["images"]) || [];
  const uploads = [];
  for (let i = 0; i < sent.length; i++) uploads.push(sent[i]);
  const prefix = `/api/files/${record.collection().id}/${record.id}/`;
  const plan = planBody(record.getString("detail"), {
    prefix,
    names: before,
    uploads: uploads.map((f) => f.name),
  });
  const header = require(`${__hooks}/core/image-header.js`);
  const maxSide = require(`${__hooks}/core/image-sizes.js`).PICTURE_MAX_SIDE;
  const used = uploads.filter((f) => plan.used.indexOf(f.name) >= 0);
  for (const file of used) {
    // The app's own WebP/JPEG without metadata (issue 31), at most the width a body shows at 3x.
    const info = header.readPicture(header.bytesOfFile(file, file.size + 1));
    if (info.problem) throw refuse(info.problem);
    if (info.width > maxSide || info.height > maxSide)
      throw refuse(
        `리뷰 사진은 가로세로 ${withCommas(maxSide)}픽셀까지 넣을 수 있어요. 앱에서 사진을 다시 넣어주세요.`,
      );
  }
  if (sent.length) e.uploadedFiles["images"] = used; // files the body does not show are not stored
  record.set("detail", plan.html);
  record.set("images", plan.kept.concat(plan.used));
  return before.filter((name) => plan.kept.indexOf(name) < 0);
}

/** After an update: the picture files storeBody found unused. */
function deletePictures(record, names) {
  require(`${__hooks}/core/image-sizes.js`).deleteFiles(record, names);
}

function escapeHtml(text) {
  if (text.indexOf("&") < 0 && text.indexOf("<") < 0 && text.indexOf(">") < 0) return text; // most
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
  checkStoredBody,
  storeBody,
  deletePictures,
  forList,
};
