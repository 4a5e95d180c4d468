// Club search (issue 34): GET /api/chaekdongne/clubs/search, a row of core/routes.js.
// Load inside a handler: require(`${__hooks}/clubs/search.js`).
//
// A typed route, not a client filter: the query is an allowlist of the app's own parameters
// (PARAMS; src/features/clubs/lib/club-search-params.ts writes them), each checked against its
// own pattern, and the SQL is built here from fixed pieces with bound values. So no request can
// filter or sort on anything but what the app offers (no oracle on private fields or hidden clubs).
//
// Bounded like the review title search (reviews/lib.js): the matching rows are walked in the
// requested order through an index and the walk stops after WINDOW matches, then paged. What this
// viewer may see is one more condition of the same query (core/visibility.js where(): hidden by
// reports, hosts they blocked), so hidden clubs neither match nor count. A search finds at most
// the first WINDOW clubs in its order; a narrower query finds the rest.
// Indexes behind each filter: pb_migrations/1732201900_club_search.js.

const WINDOW = 300;
const MAX_PER_PAGE = 10; // the list's page (src/features/clubs/api/get-clubs.ts CLUB_PAGE_SIZE)
const INDEXED_MIN_CHARS = 3; // the trigram index answers words of 3+ characters; shorter: LIKE
const MAX_TERMS = 5;
const MANY_MATCHES = 2000;
const DAY = 86400000;
const KST = 9 * 3600000; // Korea has no daylight saving time

// A club with a seat left. Must equal the partial indexes' WHERE of the migration, character for
// character, or SQLite will not use them.
const OPEN_SQL =
  "json_array_length(CASE WHEN json_valid(confirmUser) THEN confirmUser ELSE '[]' END) < limitPerson";

// Every parameter the app sends, and the only values each may take.
const PARAMS = {
  // Typed text: no quote, backslash, % or control characters (src/lib/search-term.ts strips them).
  q: /^[^'"\\%\u0000-\u001f\u007f\ufffd]{1,100}$/,
  genres: /^[a-z0-9]{15}(,[a-z0-9]{15}){0,9}$/,
  mode: /^(online|offline)$/,
  when: /^(week|weekend|\d{4}-\d{2}-\d{2})$/,
  open: /^1$/,
  sort: /^(latest|soonest)$/,
  page: /^[1-9][0-9]{0,5}$/,
  perPage: /^([1-9]|10)$/,
};

function refuse() {
  return new BadRequestError("허용되지 않은 검색이에요.");
}

/** The request's parameters, each once and each in its allowed form, or a 400. */
function readParams(c) {
  const query = require(`${__hooks}/core/query-shapes.js`).singleValues(c);
  if (!query) throw refuse();
  for (const key in query) {
    if (!PARAMS[key] || !PARAMS[key].test(query[key])) throw refuse();
  }
  return query;
}

/** Words of the search: unique, at most MAX_TERMS; "" when there is no search. */
function termsOf(q) {
  const text = String(q || "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return [];
  if (Array.from(text.replace(/ /g, "")).length < 2)
    throw new BadRequestError("검색어를 두 글자 이상 입력해주세요.");
  const terms = [];
  for (const t of text.split(" ")) if (terms.indexOf(t) < 0) terms.push(t);
  return terms.slice(0, MAX_TERMS);
}

const stamp = (ms) => new Date(ms).toISOString().replace("T", " ");

/** Midnight (Korean time) of the day that holds `ms`, as a UTC timestamp. */
function kstMidnight(ms) {
  const d = new Date(ms + KST);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - KST;
}

/**
 * [from, to) in ms of a `when` value, in Korean time, starting no earlier than now (a search finds
 * meetups one can still go to): this week ends on Sunday night, this weekend is Saturday and
 * Sunday, a day is that calendar day.
 */
function rangeOf(when, now) {
  const today = kstMidnight(now);
  const weekday = new Date(now + KST).getUTCDay(); // 0 = Sunday
  const nextMonday = today + ((8 - weekday) % 7 || 7) * DAY;
  if (when === "week") return [now, nextMonday];
  if (when === "weekend") return [Math.max(now, nextMonday - 2 * DAY), nextMonday];
  const [y, m, d] = when.split("-").map(Number);
  const start = Date.UTC(y, m - 1, d) - KST;
  const check = new Date(start + KST);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw refuse(); // 2026-02-30
  return [Math.max(now, start), start + DAY];
}

/**
 * The SQL of one search: the ids and hosts of at most WINDOW matching clubs in the asked order.
 * Each filter is one fixed term with bound values; each has an index (see the migration).
 * countMatches(match): how many clubs have the words (read from the index alone). visible: the
 * viewer's visibility condition on `s` (core/visibility.js where()).
 */
function buildQuery(p, now, countMatches, visible) {
  const params = Object.assign({ window: WINDOW, now: stamp(now) }, visible.params);
  const where = [visible.sql];
  const terms = termsOf(p.q);
  const long = terms.filter((t) => Array.from(t).length >= INDEXED_MIN_CHARS);
  const short = terms.filter((t) => Array.from(t).length < INDEXED_MIN_CHARS);
  // Each long word one quoted phrase: matched as a substring, never read as FTS5 syntax.
  if (long.length) params.match = long.map((t) => `"${t.replace(/"/g, '""')}"`).join(" AND ");
  short.forEach((t, i) => {
    params[`l${i}`] = `%${t.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(
      `(s.title LIKE {:l${i}} ESCAPE '\\' OR s.detail LIKE {:l${i}} ESCAPE '\\' OR s.location LIKE {:l${i}} ESCAPE '\\')`,
    );
  });
  if (p.genres) {
    const marks = p.genres.split(",").map((g, i) => ((params[`g${i}`] = g), `{:g${i}}`));
    // One genre: its (genre, created) / (genre, dateTime) index walks the clubs in order. Several:
    // an IN over that index would read every club of those genres and sort them, so the order's own
    // index is walked instead (`+` keeps SQLite off the genre index) and the genres checked per row;
    // two of ten genres match often enough that the walk stops early.
    where.push(marks.length === 1 ? `s.genre = ${marks[0]}` : `+s.genre IN (${marks.join(",")})`);
  }
  if (p.mode) where.push(`s.isOffline = ${p.mode === "offline" ? 1 : 0}`);
  if (p.when) {
    const [from, to] = rangeOf(p.when, now);
    if (from >= to) return null; // a day that is over
    params.from = stamp(from);
    params.to = stamp(to);
    where.push("s.dateTime >= {:from} AND s.dateTime < {:to}");
  }
  const soonest = p.sort === "soonest";
  if (p.open) where.push(`s.dateTime >= {:now} AND ${OPEN_SQL}`);
  else if (soonest) where.push("s.dateTime >= {:now}"); // upcoming only, as the list's soonest
  // Newest first with words: FTS5 walks its matches newest (highest rowid) first and the walk stops
  // at the window. Otherwise the order's index is walked and the words' matches are probed.
  let sql;
  if (params.match && !soonest) {
    sql =
      "SELECT s.id AS id, s.createUser AS createUser FROM club_fts f JOIN socialing s ON s.rowid = f.rowid " +
      `WHERE f.club_fts MATCH {:match}${where.length ? ` AND ${where.join(" AND ")}` : ""} ` +
      "ORDER BY f.rowid DESC LIMIT {:window}";
  } else {
    // Few clubs with the words: they drive (each looked up, then sorted). Many (a common word, soonest
    // first): sorting them all would cost more than walking the date index and checking each row
    // against them (`+` keeps SQLite from driving with them), which stops at the window.
    if (params.match) {
      const many = countMatches(params.match) > MANY_MATCHES ? "+" : "";
      where.push(`${many}s.rowid IN (SELECT rowid FROM club_fts WHERE club_fts MATCH {:match})`);
    }
    sql =
      "SELECT s.id AS id, s.createUser AS createUser FROM socialing s" +
      `${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ` +
      `ORDER BY ${soonest ? "s.dateTime ASC, s.id ASC" : "s.created DESC, s.id DESC"} LIMIT {:window}`;
  }
  return { sql, params };
}

/** How many clubs have these words: the index's own list of rows, no club read. */
function countMatches(dao, match) {
  const row = new DynamicModel({ n: 0 });
  dao
    .db()
    .newQuery("SELECT count(*) AS n FROM club_fts WHERE club_fts MATCH {:match}")
    .bind({ match })
    .one(row);
  return row.n;
}

/** One page of clubs, shaped like the list's page (genre and host expanded, hosts as public cards). */
function searchClubs(c) {
  const p = readParams(c);
  const page = Number(p.page || 1);
  const perPage = Number(p.perPage || MAX_PER_PAGE);
  const dao = $app.dao();
  const privacy = require(`${__hooks}/core/privacy.js`);
  const authId = privacy.authIdOf(c);
  const vis = require(`${__hooks}/core/visibility.js`);
  const query = buildQuery(
    p,
    Date.now(),
    (match) => countMatches(dao, match),
    vis.where("socialing", "s", vis.viewerOf(c, dao)),
  );
  const rows = arrayOf(new DynamicModel({ id: "", createUser: "" }));
  if (query) dao.db().newQuery(query.sql).bind(query.params).all(rows);
  const shown = rows.map((r) => ({ id: r.id }));
  const ids = shown.slice((page - 1) * perPage, page * perPage).map((r) => r.id);
  const found = ids.length ? dao.findRecordsByIds("socialing", ids) : [];
  const byId = {};
  for (const r of found) byId[r.id] = r;
  const records = ids.map((id) => byId[id]).filter(Boolean);
  if (records.length) $apis.enrichRecords(c, dao, records, "genre", "createUser");
  return c.json(200, {
    page,
    perPage,
    totalItems: shown.length,
    totalPages: Math.ceil(shown.length / perPage),
    items: privacy.exportRecords(records, authId),
  });
}

module.exports = { searchClubs, buildQuery, countMatches, rangeOf, WINDOW, OPEN_SQL, PARAMS };
