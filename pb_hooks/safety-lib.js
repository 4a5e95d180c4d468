// Blocks and reports (issue 15): who a member blocked and what reports hid. What a viewer then
// sees of each record (and of every copy derived from it) is decided in pb_hooks/visibility.js.
// Load inside a handler: require(`${__hooks}/safety-lib.js`).
// Collections: pb_migrations/1732201300_blocks_reports.js.

const ID = /^[a-z0-9]{15}$/;

/** Reports (distinct members, not dismissed) that hide content pending review. REPORT_HIDE_THRESHOLD, default 5. */
function hideThreshold() {
  const n = parseInt($os.getenv("REPORT_HIDE_THRESHOLD"), 10);
  return n > 0 ? n : 5;
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

/** Of `ids` (one target type), those with at least hideThreshold() open reports. */
function hiddenIdsOf(type, ids, dao) {
  const clean = ids.filter((id) => ID.test(id));
  if (!clean.length) return [];
  const params = { t: type, n: hideThreshold() };
  const marks = clean.map((id, i) => ((params[`i${i}`] = id), `{:i${i}}`));
  const rows = arrayOf(new DynamicModel({ targetId: "" }));
  (dao || $app.dao())
    .db()
    .newQuery(
      `SELECT targetId FROM reports WHERE targetType = {:t} AND dismissed = FALSE AND targetId IN (${marks.join(",")}) ` +
        "GROUP BY targetId HAVING COUNT(*) >= {:n}",
    )
    .bind(params)
    .all(rows);
  return rows.map((r) => r.targetId);
}

module.exports = {
  hideThreshold,
  blockedIdsOf,
  blockersOf,
  isBlocked,
  hiddenIdsOf,
};
