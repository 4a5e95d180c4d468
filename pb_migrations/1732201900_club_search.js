/// <reference path="../pb_data/types.d.ts" />
// Club search (issue 34, pb_hooks/clubs/search.js): an FTS5 trigram index over the words a club
// shows (title, description, place), like the review titles' (1732200600_review_title_search.js),
// and one index behind each filter of the search so no filter is a table scan:
//   online/offline  -> (isOffline, created), (isOffline, dateTime)
//   genre           -> (genre, created) exists; (genre, dateTime) for the soonest sort
//   date range      -> (dateTime) exists
//   모집 중 (a seat left, not started) -> partial indexes on the clubs with a seat left; the
//                      expression is OPEN_SQL of clubs/search.js, character for character (SQLite
//                      uses a partial index only when the query repeats its WHERE term).
const OPEN =
  "json_array_length(CASE WHEN json_valid(confirmUser) THEN confirmUser ELSE '[]' END) < limitPerson";
const INDEXES = [
  "CREATE INDEX idx_socialing_offline_created ON socialing (isOffline, created)",
  "CREATE INDEX idx_socialing_offline_datetime ON socialing (isOffline, dateTime)",
  "CREATE INDEX idx_socialing_genre_datetime ON socialing (genre, dateTime)",
];
// PocketBase's index parser (collection.indexes) cannot read a WHERE with parentheses, so these two
// are plain SQL like the FTS table; PocketBase leaves indexes it does not list alone.
const PARTIAL = [
  `CREATE INDEX IF NOT EXISTS idx_socialing_open_datetime ON socialing (dateTime) WHERE ${OPEN}`,
  `CREATE INDEX IF NOT EXISTS idx_socialing_open_created ON socialing (created) WHERE ${OPEN}`,
];
const FTS = [
  "CREATE VIRTUAL TABLE IF NOT EXISTS club_fts USING fts5(title, detail, location, content='socialing', content_rowid='rowid', tokenize='trigram')",
  `CREATE TRIGGER IF NOT EXISTS club_fts_insert AFTER INSERT ON socialing BEGIN
     INSERT INTO club_fts(rowid, title, detail, location) VALUES (new.rowid, new.title, new.detail, new.location);
   END`,
  `CREATE TRIGGER IF NOT EXISTS club_fts_delete AFTER DELETE ON socialing BEGIN
     INSERT INTO club_fts(club_fts, rowid, title, detail, location) VALUES ('delete', old.rowid, old.title, old.detail, old.location);
   END`,
  `CREATE TRIGGER IF NOT EXISTS club_fts_update AFTER UPDATE OF title, detail, location ON socialing BEGIN
     INSERT INTO club_fts(club_fts, rowid, title, detail, location) VALUES ('delete', old.rowid, old.title, old.detail, old.location);
     INSERT INTO club_fts(rowid, title, detail, location) VALUES (new.rowid, new.title, new.detail, new.location);
   END`,
  "INSERT INTO club_fts(club_fts) VALUES ('rebuild')",
];

migrate(
  (db) => {
    const dao = new Dao(db);
    const clubs = dao.findCollectionByNameOrId("socialing");
    clubs.indexes = clubs.indexes.concat(INDEXES);
    dao.saveCollection(clubs);
    for (const sql of PARTIAL.concat(FTS)) db.newQuery(sql).execute();
  },
  (db) => {
    for (const name of ["club_fts_insert", "club_fts_delete", "club_fts_update"])
      db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS club_fts").execute();
    for (const name of ["idx_socialing_open_datetime", "idx_socialing_open_created"])
      db.newQuery(`DROP INDEX IF EXISTS ${name}`).execute();
    const dao = new Dao(db);
    const clubs = dao.findCollectionByNameOrId("socialing");
    clubs.indexes = clubs.indexes.filter((i) => INDEXES.indexOf(i) < 0);
    dao.saveCollection(clubs);
  },
);
