// Prepared statements for the hottest read-only routes' SQL. Load inside a handler:
// require(`${__hooks}/core/statements.js`).
//
// SQLite compiles a statement on every newQuery(); for the inbox's one statement that was a fifth of
// the route's CPU (bench:server, docs/performance.md). A statement prepared once per JS VM and bound
// again is compiled once per VM (and per database connection it meets). Only on the app's own
// concurrent DB ($app.dao().db()), never a transaction's (its statements end with it), and only for
// reads.
//
// Which VMs prepare: PocketBase 0.22 runs each handler call on one of its pooled VMs (25), or, when
// all are busy, on a one-off VM made for that call and then dropped (plugins/jsvm/pool.go). A
// statement the one-off VM prepared is never closed (database/sql keeps it until Close), so a VM
// prepares a statement only on its second use: a pooled VM on its second call with that SQL, a
// one-off VM (one call) never. No count is shared between VMs, so no number of one-off VMs can stop
// a pooled VM from preparing (tests/pb-statements.test.ts). At most MAX_PER_VM statements per VM.

const MAX_PER_VM = 16; // a few shapes per route; SQL built from request values must not come here
const seen = {}; // this VM's: sql -> true once used unprepared
const own = {}; // this VM's: sql -> prepared dbx.Query
let ownCount = 0;

/** A dbx query for `sql` on the app's DB, prepared on this VM's second use: bind and run it like newQuery's. */
function query(sql) {
  if (own[sql]) return own[sql];
  const db = $app.dao().db();
  if (!seen[sql] || ownCount >= MAX_PER_VM) {
    seen[sql] = true;
    return db.newQuery(sql);
  }
  ownCount++;
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
    ownCount--;
    return run($app.dao().db().newQuery(sql));
  }
}

module.exports = { read, MAX_PER_VM };
