/// <reference path="../pb_data/types.d.ts" />
// The number of clubs, kept by SQLite triggers in the same transaction as every insert/delete,
// so the unfiltered club list (newest first) can ask for pages with skipTotal=1 (no COUNT(*) over
// the whole table) and still get totalItems/totalPages (pb_hooks/list-totals.js).
const STATEMENTS = [
  "CREATE TABLE IF NOT EXISTS club_total (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL)",
  "INSERT OR REPLACE INTO club_total (id, total) VALUES (1, (SELECT COUNT(*) FROM socialing))",
  `CREATE TRIGGER IF NOT EXISTS club_total_insert AFTER INSERT ON socialing BEGIN
     UPDATE club_total SET total = total + 1 WHERE id = 1;
   END`,
  `CREATE TRIGGER IF NOT EXISTS club_total_delete AFTER DELETE ON socialing BEGIN
     UPDATE club_total SET total = total - 1 WHERE id = 1;
   END`,
];

migrate(
  (db) => {
    for (const sql of STATEMENTS) db.newQuery(sql).execute();
  },
  (db) => {
    for (const name of ["club_total_insert", "club_total_delete"])
      db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS club_total").execute();
  },
);
