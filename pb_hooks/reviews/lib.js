// Helpers for pb_hooks/reviews.pb.js. Load inside a handler: require(`${__hooks}/reviews/lib.js`).

/**
 * The whole record as it will be stored, on every create and edit (an edit that sends only a new
 * title too): both titles filled, and the body within today's rules (reviews/body.js
 * checkStoredBody: at least LIMITS.minTextChars characters of text, pictures not counted).
 */
function checkReview(record) {
  if (!record.getString("title").trim()) throw new BadRequestError("리뷰 제목을 입력해주세요.");
  if (!record.getString("bookTitle").trim()) throw new BadRequestError("책 제목을 입력해주세요.");
  require(`${__hooks}/reviews/body.js`).checkStoredBody(record.getString("detail"));
}

// Title search (GET /api/chaekdongne/reviews/search): the FTS5 trigram index of
// pb_migrations/1732200600_review_title_search.js answers substrings of 3+ characters.
// Bounded by design, so a common term at any data size costs the same as a rare one: the index is
// walked newest first (rowid DESC, served by FTS5 without a sort) and stops after SEARCH_WINDOW
// matches; nothing materialises every match to sort or count it. A search finds at most the
// newest SEARCH_WINDOW reviews (30 pages); a longer query narrows it.
const SEARCH_MIN_CHARS = 3;
const SEARCH_MAX_PER_PAGE = 30;
const SEARCH_WINDOW = 300;
const EXCERPT_CHARS = 100; // characters, not bytes: ~ the list's excerpt(300) of Korean text

/** Plain-text preview like the list's `detail:excerpt(300,true)`, from the stored excerpt. */
function excerpt(record) {
  const text = require(`${__hooks}/reviews/body.js`).excerptOfRecord(record).trim();
  const chars = Array.from(text);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join("")}...` : text;
}

/** One page of reviews whose book title contains q, newest first, shaped like the list's page. */
function searchReviews(c) {
  const q = String(c.queryParam("q") || "").trim();
  if (Array.from(q).length < SEARCH_MIN_CHARS)
    throw new BadRequestError("검색어를 세 글자 이상 입력해주세요.");
  if (Array.from(q).length > 100) throw new BadRequestError("검색어는 100자까지 입력할 수 있어요.");
  const page = Math.max(1, parseInt(c.queryParam("page"), 10) || 1);
  const perPage = Math.min(SEARCH_MAX_PER_PAGE, Math.max(1, parseInt(c.queryParam("perPage"), 10) || 10));
  const dao = $app.dao();
  // One quoted phrase: the text is matched as a substring, never parsed as FTS5 query syntax.
  const match = `"${q.replace(/"/g, '""')}"`;

  // rowid is insertion order, i.e. creation order for records made through the API: the same
  // "newest first" as the list's -created,-id without reading (or sorting) the matched rows.
  const hits = arrayOf(new DynamicModel({ rid: 0 }));
  dao
    .db()
    .newQuery(
      "SELECT rowid AS rid FROM review_fts WHERE review_fts MATCH {:match} ORDER BY rowid DESC LIMIT {:limit}",
    )
    .bind({ match, limit: SEARCH_WINDOW })
    .all(hits);
  // What this searcher may see (core/visibility.js: blocked writers, hidden by reports) is decided over
  // the whole window before paging, so pages and totalItems count only what is shown.
  const vis = require(`${__hooks}/core/visibility.js`);
  const authId = require(`${__hooks}/core/privacy.js`).authIdOf(c);
  const w = vis.where("bookReview", "", vis.viewerOf(c, dao));
  const rows = arrayOf(new DynamicModel({ id: "", rid: 0 }));
  if (hits.length) {
    const params = Object.assign({}, w.params);
    const names = hits.map((h, i) => {
      params[`r${i}`] = h.rid;
      return `{:r${i}}`;
    });
    dao
      .db()
      .newQuery(`SELECT id, rowid AS rid FROM bookReview WHERE rowid IN (${names.join(",")}) AND ${w.sql}`)
      .bind(params)
      .all(rows);
  }
  const byRowid = {};
  for (const r of rows) byRowid[r.rid] = r.id;
  const shownIds = hits.map((h) => byRowid[h.rid]).filter(Boolean);
  const total = shownIds.length;
  const ids = shownIds.slice((page - 1) * perPage, page * perPage);
  const found = ids.length ? dao.findRecordsByIds("bookReview", ids) : [];
  const byId = {};
  for (const r of found) byId[r.id] = r;
  const records = ids.map((id) => byId[id]).filter(Boolean);
  const p = require(`${__hooks}/core/privacy.js`);
  const writers = {};
  for (const w of dao.findRecordsByIds(
    "users",
    Array.from(new Set(records.map((r) => r.getString("writer")))),
  )) {
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
    detail: excerpt(r),
    expand: writers[r.getString("writer")] ? { writer: writers[r.getString("writer")] } : {},
  }));
  return c.json(200, {
    page,
    perPage,
    totalItems: total,
    totalPages: Math.ceil(total / perPage),
    items,
  });
}

module.exports = { checkReview, excerpt, searchReviews, SEARCH_WINDOW };
