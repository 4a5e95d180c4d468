/// <reference path="../pb_data/types.d.ts" />
// The number of reviews, kept by SQLite triggers in the same transaction as every insert/delete,
// so the review list can ask for pages with skipTotal=1 (no COUNT(*) over the whole table, which
// grows with it) and still get totalItems/totalPages (pb_hooks/list-totals.js).
const STATEMENTS = [
  "CREATE TABLE IF NOT EXISTS review_total (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL)",
  "INSERT OR REPLACE INTO review_total (id, total) VALUES (1, (SELECT COUNT(*) FROM bookReview))",
  `CREATE TRIGGER IF NOT EXISTS review_total_insert AFTER INSERT ON bookReview BEGIN
     UPDATE review_total SET total = total + 1 WHERE id = 1;
   END`,
  `CREATE TRIGGER IF NOT EXISTS review_total_delete AFTER DELETE ON bookReview BEGIN
     UPDATE review_total SET total = total - 1 WHERE id = 1;
   END`,
];

migrate(
  (db) => {
    for (const sql of STATEMENTS) db.newQuery(sql).execute();
  },
  (db) => {
    for (const name of ["review_total_insert", "review_total_delete"])
      db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS review_total").execute();
  },
);
