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
 * After a report of `type`/`id` (in its transaction, `dao` = the transaction's): when the target
 * has hideThreshold() counting reports (distinct verified reporters whose report counts, not
 * dismissed: the admins' view report_queue, pb_migrations/1732201620_report_weight.js, counts them)
 * the decision is stored in report_hidden, and SQLite triggers set the target's hiddenByReports
 * (pb_migrations/1732201880_visibility_in_sql.js). Only an admin's dismissal removes it
 * (moderation.pb.js): a reporter who leaves later does not bring the content back.
 */
function hideIfReported(dao, type, id) {
  if (type === "member" || !ID.test(id)) return false;
  const rows = arrayOf(new DynamicModel({ n: 0 }));
  dao
    .db()
    .newQuery("SELECT countingReports AS n FROM report_queue WHERE targetType = {:t} AND targetId = {:i}")
    .bind({ t: type, i: id })
    .all(rows);
  if (!rows.length || rows[0].n < hideThreshold()) return false;
  dao
    .nonconcurrentDB()
    .newQuery(
      "INSERT OR IGNORE INTO report_hidden (targetType, targetId, created) " +
        "VALUES ({:t}, {:i}, strftime('%Y-%m-%d %H:%M:%fZ', 'now'))",
    )
    .bind({ t: type, i: id })
    .execute();
  return true;
}

/** An admin kept the content (dismissed its reports): it shows again. */
function unhide(dao, type, id) {
  dao
    .nonconcurrentDB()
    .newQuery("DELETE FROM report_hidden WHERE targetType = {:t} AND targetId = {:i}")
    .bind({ t: type, i: id })
    .execute();
}

module.exports = {
  hideThreshold,
  reportCounts,
  blockedIdsOf,
  blockersOf,
  isBlocked,
  hideIfReported,
  unhide,
};
