// Totals without COUNT(*). Load inside a handler: require(`${__hooks}/core/list-totals.js`).
// PocketBase counts every list page's matches next to the page; for an unfiltered list that is a
// scan of the whole table (3x slower at 100k reviews). The app asks with skipTotal=1 and this
// fills totalItems/totalPages for an unfiltered list with what COUNT(*) under the list rule would
// say for this viewer (core/visibility.js): the rows counted by SQLite triggers
// (pb_migrations/1732200700_*, 1732200800_*), minus those hidden by reports (report_hidden, a
// few rows), minus the shown ones of members the viewer blocked (owner_totals, kept by triggers
// per author: one row per blocked member, pb_migrations/1732201880_*).
const COUNTERS = { bookReview: "review_total", socialing: "club_total" };

function fill(e, v) {
  const table = COUNTERS[e.collection.name];
  const c = e.httpContext;
  const skipTotal = String(c.queryParam("skipTotal") || "").toLowerCase();
  if (!table || !(skipTotal === "1" || skipTotal === "true")) return;
  if (String(c.queryParam("filter") || "").trim() !== "") return;
  const kind = require(`${__hooks}/core/visibility.js`).KINDS[e.collection.name];
  const blocked = Object.keys(v.blocked).length
    ? "- (SELECT COALESCE(SUM(shown), 0) FROM owner_totals WHERE kind = {:type} AND owner IN (SELECT value FROM json_each({:blocked})))"
    : "";
  const row = new DynamicModel({ total: 0 });
  $app
    .dao()
    .db()
    .newQuery(
      `SELECT (SELECT total FROM ${table} WHERE id = 1) - (SELECT COUNT(*) FROM report_hidden WHERE targetType = {:type}) ${blocked} AS total`,
    )
    .bind({ type: kind.type, blocked: v.blockedJson })
    .one(row);
  e.result.totalItems = row.total;
  e.result.totalPages = Math.ceil(row.total / e.result.perPage);
}

module.exports = { fill };
