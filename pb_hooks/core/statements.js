// Prepared statements for the hottest read-only routes' SQL. Load inside a handler:
// require(`${__hooks}/core/statements.js`).
//
// SQLite compiles a statement on every newQuery(); for the inbox's one statement that was a fifth of
// the route's CPU (bench:server, docs/performance.md). A statement prepared once per JS VM and bound
// again is compiled once. Only on the app's own concurrent DB ($app.dao().db()), never a
// transaction's (its statements end with it), and only for reads.
//
// Bounded: PocketBase runs a request on a pooled VM, or on a one-off VM when all are busy; a one-off
// VM's statements are never closed (database/sql keeps them until Close), so at most MAX_PREPARED
// statements are prepared per server process, counted in $app.store(); past that, queries are
// compiled per call as before.

const MAX_PREPARED = 200; // ~25 pooled VMs × a few shapes, plus room for one-off VMs
const COUNT_KEY = "chaekdongne.preparedStatements";
const own = {}; // this VM's: sql -> prepared dbx.Query

/** A dbx query for `sql` on the app's DB, prepared once per VM: bind and run it like newQuery's. */
function query(sql) {
  const db = $app.dao().db();
  if (own[sql]) return own[sql];
  const store = $app.store();
  const count = store.get(COUNT_KEY) || 0;
  if (count >= MAX_PREPARED) return db.newQuery(sql);
  store.set(COUNT_KEY, count + 1);
  own[sql] = db.newQuery(sql).prepare();
  return own[sql];
}

/** Runs `run(q)` on query(sql); if the prepared statement fails (a closed DB), once more unprepared. */
function read(sql, run) {
  const q = query(sql);
  try {
    return run(q);
  } catch (err) {
    if (own[sql] !== q) throw err;
    delete own[sql];
    return run($app.dao().db().newQuery(sql));
  }
}

module.exports = { read, MAX_PREPARED };
