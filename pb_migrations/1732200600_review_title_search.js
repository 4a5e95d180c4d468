/// <reference path="../pb_data/types.d.ts" />
// Title search index: an FTS5 table over bookReview.bookTitle with the trigram tokenizer, so any
// substring of 3+ characters (Korean included, case-insensitive) is an index lookup instead of the
// full scan of `bookTitle ~ 'x'` (LIKE '%x%'). External content (no copy of the titles); SQLite
// triggers keep it in step with every write in the same transaction. Served by
// GET /api/chaekdongne/reviews/search (pb_hooks/reviews.pb.js). If bookReview is ever rebuilt by
// hand, run: INSERT INTO review_fts(review_fts) VALUES('rebuild');
const STATEMENTS = [
  "CREATE VIRTUAL TABLE IF NOT EXISTS review_fts USING fts5(bookTitle, content='bookReview', content_rowid='rowid', tokenize='trigram')",
  `CREATE TRIGGER IF NOT EXISTS review_fts_insert AFTER INSERT ON bookReview BEGIN
     INSERT INTO review_fts(rowid, bookTitle) VALUES (new.rowid, new.bookTitle);
   END`,
  `CREATE TRIGGER IF NOT EXISTS review_fts_delete AFTER DELETE ON bookReview BEGIN
     INSERT INTO review_fts(review_fts, rowid, bookTitle) VALUES ('delete', old.rowid, old.bookTitle);
   END`,
  `CREATE TRIGGER IF NOT EXISTS review_fts_update AFTER UPDATE OF bookTitle ON bookReview BEGIN
     INSERT INTO review_fts(review_fts, rowid, bookTitle) VALUES ('delete', old.rowid, old.bookTitle);
     INSERT INTO review_fts(rowid, bookTitle) VALUES (new.rowid, new.bookTitle);
   END`,
  "INSERT INTO review_fts(review_fts) VALUES ('rebuild')",
];

migrate(
  (db) => {
    for (const sql of STATEMENTS) db.newQuery(sql).execute();
  },
  (db) => {
    for (const name of ["review_fts_insert", "review_fts_delete", "review_fts_update"])
      db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS review_fts").execute();
  },
);
