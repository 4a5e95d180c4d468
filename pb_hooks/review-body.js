// What a review body (bookReview.detail, Quill's HTML) may hold, and its plain-text excerpt
// (issue 25). Load inside a handler: require(`${__hooks}/review-body.js`).
//
// A body is text with Quill's formatting and up to MAX_IMAGES pictures put in with the editor's
// image button, which embeds them as data URLs (spec 5). Every reader downloads the whole body, so
// it is capped: one member at the review budget cannot make reading slow for everyone. Lists never
// carry a body: they read the stored `excerpt` (forList), so a list page costs the same whatever
// the bodies hold. The app's editor keeps within these numbers (src/features/reviews/lib/
// editor-image.ts; tests/review-limits.test.ts keeps the two in step).
const LIMITS = {
  maxBytes: 1500000, // stored HTML, UTF-8: what one review view downloads at most
  maxTextChars: 20000, // visible characters: a long review is 5,000-10,000
  maxImages: 5,
  maxImageBytes: 200000, // per picture, decoded: a 1200 px WebP from the editor is 60-180 KB
};
const EXCERPT_CHARS = 400; // more than the list shows (300 bytes), so PocketBase cuts it as before

const DATA_IMAGE =
  /^data:image\/(?:png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon);base64,([A-Za-z0-9+/]*={0,2})$/;
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

/** Throws a Korean 400 when the body holds more than a review may. */
function checkBody(html) {
  const body = String(html || "");
  // UTF-16 units never exceed UTF-8 bytes: a longer string is over the cap without counting.
  if (body.length > LIMITS.maxBytes || utf8Bytes(body) > LIMITS.maxBytes)
    throw refuse("리뷰 내용이 너무 커요. 사진 수를 줄여주세요.");
  const images = body.match(/<img\b[^>]*>/gi) || [];
  if (images.length > LIMITS.maxImages)
    throw refuse(`리뷰에는 사진을 ${LIMITS.maxImages}장까지 넣을 수 있어요.`);
  const header = require(`${__hooks}/image-header.js`);
  for (const tag of images) {
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    const data = src ? DATA_IMAGE.exec((src[2] !== undefined ? src[2] : src[3]).trim()) : null;
    // A picture from another site would tell it who reads the review, and when.
    if (!data) throw refuse("리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.");
    const base64 = data[1];
    const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=/g) || []).length;
    if (bytes > LIMITS.maxImageBytes)
      throw refuse(
        `리뷰에 넣는 사진은 한 장에 ${Math.round(LIMITS.maxImageBytes / 1000)}KB까지예요. 더 작은 사진을 넣어주세요.`,
      );
    const problem = header.problemOf(header.decodeBase64Head(base64, header.HEADER_BYTES));
    if (problem) throw refuse(problem);
  }
  if (Array.from(visibleText(body)).length > LIMITS.maxTextChars)
    throw refuse(`리뷰 내용은 ${withCommas(LIMITS.maxTextChars)}자까지 쓸 수 있어요.`);
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

module.exports = { LIMITS, EXCERPT_CHARS, visibleText, excerptOf, excerptOfRecord, checkBody, forList };
