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


// Title search (GET /api/chaekdongne/reviews/search): the FTS5 trigram index of
// pb_migrations/1732200600_review_title_search.js answers substrings of 3+ characters.
const SEARCH_MIN_CHARS = 3;
const SEARCH_MAX_PER_PAGE = 30;
const EXCERPT_CHARS = 100; // characters, not bytes: ~ the list's excerpt(300) of Korean text

/** Plain-text preview like the list's `detail:excerpt(300,true)`: block tags become spaces. */
function excerpt(html) {
  const text = String(html || "")
    .replace(/<\/?(p|div|br|h[1-6]|li|ul|ol|blockquote|pre)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(text);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join("")}...` : text;
}

/** One page of reviews whose book title contains q, newest first, shaped like the list's page. */
function searchReviews(c) {
  const q = String(c.queryParam("q") || "").trim();
  if (Array.from(q).length < SEARCH_MIN_CHARS) throw new BadRequestError("검색어를 세 글자 이상 입력해주세요.");
  if (Array.from(q).length > 100) throw new BadRequestError("검색어는 100자까지 입력할 수 있어요.");
  const page = Math.max(1, parseInt(c.queryParam("page"), 10) || 1);
  const perPage = Math.min(SEARCH_MAX_PER_PAGE, Math.max(1, parseInt(c.queryParam("perPage"), 10) || 10));
  const dao = $app.dao();
  // One quoted phrase: the text is matched as a substring, never parsed as FTS5 query syntax.
  const match = `"${q.replace(/"/g, '""')}"`;

  const count = new DynamicModel({ n: 0 });
  dao.db().newQuery("SELECT COUNT(*) AS n FROM review_fts WHERE review_fts MATCH {:match}").bind({ match }).one(count);
  const rows = arrayOf(new DynamicModel({ id: "" }));
  dao
    .db()
    .newQuery(
      "SELECT r.id FROM review_fts f JOIN bookReview r ON r.rowid = f.rowid WHERE review_fts MATCH {:match} " +
        "ORDER BY r.created DESC, r.id DESC LIMIT {:limit} OFFSET {:offset}",
    )
    .bind({ match, limit: perPage, offset: (page - 1) * perPage })
    .all(rows);

  const ids = rows.map((r) => r.id);
  const found = ids.length ? dao.findRecordsByIds("bookReview", ids) : [];
  const byId = {};
  for (const r of found) byId[r.id] = r;
  const records = ids.map((id) => byId[id]).filter(Boolean);
  const p = require(`${__hooks}/privacy.js`);
  const authId = p.authIdOf(c);
  const writers = {};
  for (const w of dao.findRecordsByIds("users", Array.from(new Set(records.map((r) => r.getString("writer")))))) {
    writers[w.id] = p.exportRecord(w, authId);
  }
  const items = records.map((r) => ({
    id: r.id,
    collectionId: r.collection().id,
    collectionName: r.collection().name,
    writer: r.getString("writer"),
    img: r.getString("img"),
    bookTitle: r.getString("bookTitle"),
    title: r.getString("title"),
    created: r.getString("created"),
    detail: excerpt(r.getString("detail")),
    expand: writers[r.getString("writer")] ? { writer: writers[r.getString("writer")] } : {},
  }));
  // Writers the searcher blocked and reviews hidden by reports are left out (issue 15).
  const visible = require(`${__hooks}/safety-lib.js`).filterForViewer("bookReview", items, authId, dao);
  return c.json(200, { page, perPage, totalItems: count.n, totalPages: Math.ceil(count.n / perPage), items: visible });
}

module.exports = { plainText, checkReview, excerpt, searchReviews };
