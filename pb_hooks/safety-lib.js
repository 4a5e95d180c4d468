// Blocks and reports (issue 15): who a member blocked, what N distinct reports hid, and the one
// filter every response to a member goes through. Load inside a handler:
// require(`${__hooks}/safety-lib.js`). Collections: pb_migrations/1732201300_blocks_reports.js.

// Records API collection -> report target type and the field naming its author.
const TARGETS = {
  bookReview: { type: "review", owner: "writer" },
  comments: { type: "comment", owner: "author" },
  message: { type: "message", owner: "sender" },
  socialing: { type: "club", owner: "createUser" },
};
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

/** A chat message as a viewer who may not read it gets it: in place, text emptied, with the reason. */
function hideMessage(message, reason) {
  return Object.assign({}, message, { text: "", hiddenReason: reason });
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

/**
 * Exported records (plain objects, as privacy.js exportRecords returns them) of `collection`, as
 * `authId` may see them: content by members they blocked and content hidden by reports is left
 * out; chat messages stay in place (the timeline keeps its order) with text emptied and
 * `hiddenReason` "blocked" or "reported". Other collections pass through unchanged.
 */
function filterForViewer(collection, items, authId, dao) {
  const target = TARGETS[collection];
  if (!target || !items || !items.length) return items;
  const blocked = {};
  for (const id of blockedIdsOf(authId, dao)) blocked[id] = true;
  const hidden = {};
  for (const id of hiddenIdsOf(
    target.type,
    items.map((i) => i.id),
    dao,
  ))
    hidden[id] = true;
  if (collection === "message") {
    return items.map((m) => {
      const reason = blocked[m[target.owner]] ? "blocked" : hidden[m.id] ? "reported" : "";
      return reason ? hideMessage(m, reason) : m;
    });
  }
  return items.filter((i) => !blocked[i[target.owner]] && !hidden[i.id]);
}

/** One exported record: null when the viewer may not see it (a message comes back emptied instead). */
function filterOneForViewer(collection, item, authId, dao) {
  const out = filterForViewer(collection, [item], authId, dao);
  return out.length ? out[0] : null;
}

module.exports = {
  TARGETS,
  hideThreshold,
  reportCounts,
  blockedIdsOf,
  blockersOf,
  hideMessage,
  isBlocked,
  hiddenIdsOf,
  filterForViewer,
  filterOneForViewer,
};
