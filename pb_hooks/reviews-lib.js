// Helpers for pb_hooks/reviews.pb.js. Load inside a handler: require(`${__hooks}/reviews-lib.js`).

// Bodies embed editor images as data URLs, so the cap is generous but finite.
const MAX_DETAIL_CHARS = 3000000;

/** Visible text of stored HTML (for the "body is not empty" check only; rendering sanitizes). */
function plainText(html) {
  return String(html || "")
    .replace(/<img\b[^>]*>/gi, " [img] ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
}

function checkReview(record) {
  if (!record.getString("title").trim()) throw new BadRequestError("리뷰 제목을 입력해주세요.");
  if (!record.getString("bookTitle").trim()) throw new BadRequestError("책 제목을 입력해주세요.");
  const detail = record.getString("detail");
  if (!plainText(detail)) throw new BadRequestError("리뷰 내용을 입력해주세요.");
  if (detail.length > MAX_DETAIL_CHARS)
    throw new BadRequestError("리뷰 내용이 너무 길어요. 사진 수를 줄여주세요.");
}

module.exports = { plainText, checkReview };
