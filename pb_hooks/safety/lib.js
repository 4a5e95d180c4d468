// Blocks and reports (issue 15): who a member blocked and what reports hid. What a viewer then
// sees of each record (and of every copy derived from it) is decided in pb_hooks/core/visibility.js.
// Load inside a handler: require(`${__hooks}/safety/lib.js`).
// Collections: pb_migrations/1732201300_blocks_reports.js.

const ID = /^[a-z0-9]{15}$/;

/** Counting reports (distinct reporters, not dismissed) that hide content pending review. REPORT_HIDE_THRESHOLD, default 5. */
function hideThreshold() {
  const n = parseInt($os.getenv("REPORT_HIDE_THRESHOLD"), 10);
  return n > 0 ? n : 5;
}

/**
 * Whether a report filed now by `reporter` (a users record) counts toward hiding: a verified
 * e-mail and an account at least CHAEKDONGNE_REPORTER_MIN_AGE_HOURS old (default a week), so a
 * ring of accounts made for an attack cannot hide anything. Stored on the report (`counts`); the
 * report still reaches the admins either way (report_queue, reported_members).
 */
function reportCounts(reporter) {
  const raw = String($os.getenv("CHAEKDONGNE_REPORTER_MIN_AGE_HOURS") || "");
  const hours = raw !== "" && Number(raw) >= 0 ? Number(raw) : 168;
  const created = Date.parse(reporter.getCreated().string().replace(" ", "T"));
  return reporter.verified() && created <= Date.now() - hours * 3600 * 1000;
}

/** Ids the member blocked (empty for visitors). */
function blockedIdsOf(authId, dao) {
  if (!authId) return [];
  const rows = arrayOf(new DynamicModel({ blocked: "" }));
  (dao || $app.dao())
    .db()
    .newQuery("SELECT blocked FROM blocks WHERE blocker = {:a}")
    .bind({ a: authId })
    .all(rows);
  return rows.map((r) => r.blocked);
}

/** Ids of the members who blocked `memberId`. */
function blockersOf(memberId, dao) {
  const rows = arrayOf(new DynamicModel({ blocker: "" }));
  (dao || $app.dao())
    .db()
    .newQuery("SELECT blocker FROM blocks WHERE blocked = {:b}")
    .bind({ b: memberId })
    .all(rows);
  return rows.map((r) => r.blocker);
}

function isBlocked(blocker, blocked, dao) {
  const row = new DynamicModel({ n: 0 });
  (dao || $app.dao())
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM blocks WHERE blocker = {:a} AND blocked = {:b}")
    .bind({ a: blocker, b: blocked })
    .one(row);
  return row.n > 0;
}

/**
 * Of `ids` (one target type), those hidden by reports: at least hideThreshold() counting reports
 * that are not dismissed, from reporters who still have a verified account (the admins' queue
 * view report_queue, pb_migrations/1732201620_report_weight.js, is where that is counted).
 */
function hiddenIdsOf(type, ids, dao) {
  const clean = ids.filter((id) => ID.test(id));
  if (!clean.length) return [];
  const params = { t: type, n: hideThreshold() };
  const marks = clean.map((id, i) => ((params[`i${i}`] = id), `{:i${i}}`));
  const rows = arrayOf(new DynamicModel({ targetId: "" }));
  (dao || $app.dao())
    .db()
    .newQuery(
      `SELECT targetId FROM report_queue WHERE targetType = {:t} AND targetId IN (${marks.join(",")}) ` +
        "AND countingReports >= {:n}",
    )
    .bind(params)
    .all(rows);
  return rows.map((r) => r.targetId);
}

module.exports = {
  hideThreshold,
  reportCounts,
  blockedIdsOf,
  blockersOf,
  isBlocked,
  hiddenIdsOf,
};
