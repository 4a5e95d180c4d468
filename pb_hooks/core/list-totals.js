// Totals without COUNT(*). Load inside a handler: require(`${__hooks}/core/list-totals.js`).
// PocketBase counts every list page's matches next to the page; for an unfiltered list that is a
// scan of the whole table (3x slower at 100k reviews). The app asks with skipTotal=1 and this
// fills totalItems/totalPages from counters SQLite triggers keep (pb_migrations/1732200700_*,
// 1732200800_*). Only when the list is unfiltered and public, so the counter is exactly what
// COUNT(*) would say.
const COUNTERS = { bookReview: "review_total", socialing: "club_total" };

function fill(e) {
  const table = COUNTERS[e.collection.name];
  const c = e.httpContext;
  const skipTotal = String(c.queryParam("skipTotal") || "").toLowerCase();
  if (!table || !(skipTotal === "1" || skipTotal === "true")) return;
  // listRule is a Go *string: "" = public, null = admins only.
  const rule = e.collection.listRule;
  if (String(c.queryParam("filter") || "").trim() !== "" || rule === null || String(rule) !== "") return;
  const row = new DynamicModel({ total: 0 });
  $app.dao().db().newQuery(`SELECT total FROM ${table} WHERE id = 1`).one(row);
  e.result.totalItems = row.total;
  e.result.totalPages = Math.ceil(row.total / e.result.perPage);
}

module.exports = { fill };
