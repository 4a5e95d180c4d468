/// <reference path="../pb_data/types.d.ts" />
// Issue 33: what a reader may see is decided by SQLite, in the query PocketBase runs (docs/security.md
// "Visibility in SQL"), instead of a second pass over every page in the JS VM.
//
// - report_hidden (a plain table: no API, nothing a filter reaches): one row per review, comment,
//   club or message hidden by reports, written in the transaction of the report that reaches the
//   threshold (pb_hooks/safety/lib.js hideIfReported) and removed when an admin dismisses its reports
//   (pb_hooks/moderation.pb.js). A decision, not a count: a reporter who later leaves does not bring
//   the content back (issue 32 item 9); an admin still can.
// - <collection>.hiddenByReports mirrors it on the record itself, kept by the triggers below in the
//   same statement as every change of report_hidden; a write of the flag from anywhere else (a
//   records-API save of a record read before the report, the admin UI) is put back at once.
// - users.blockedIds: the members a member blocked (a JSON list of ids), kept by triggers from
//   `blocks` (still the source) the same way, so that an API rule can read it as
//   @request.auth.blockedIds without a query of its own.
// - List and view rules of bookReview, comments and socialing leave out what is hidden by reports
//   and, for a member, what a member they blocked wrote; socialingQueryAnswer leaves out answers of
//   blocked members. PocketBase's query, its page, its totals and its expands (which apply the view
//   rule of the expanded collection) then agree with what the reader sees. Chat messages keep their
//   rule: they stay in place emptied (pb_hooks/core/visibility.js).
const KINDS = [
  { table: "bookReview", type: "review", owner: "writer" },
  { table: "comments", type: "comment", owner: "author" },
  { table: "socialing", type: "club", owner: "createUser" },
  { table: "message", type: "message", owner: "sender" },
];
const RULED = ["bookReview", "comments", "socialing"];
const visibleRule = (owner) =>
  `hiddenByReports = false && (@request.auth.id = '' || @request.auth.blockedIds !~ ${owner})`;
const BLOCKED_ANSWERS = " && @request.auth.blockedIds !~ answerUser";
const NO_BLOCKED_IDS = "@request.data.blockedIds:isset = false";
const blockedIdsOf = (who) =>
  `(SELECT json_group_array(blocked) FROM (SELECT blocked FROM blocks WHERE blocker = ${who} ORDER BY blocked))`;
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
// A rule that reads @request.auth.<field> makes PocketBase join users and SELECT DISTINCT; SQLite
// then walks an index in list order only if it gives the whole sort (-created,-id): without `id` in
// it, it scanned and sorted every review for each member's page (5,000 reviews: 140 ms).
const SORT_INDEXES = {
  bookReview: [
    [
      "CREATE INDEX idx_bookReview_created ON bookReview (created)",
      "CREATE INDEX idx_bookReview_created ON bookReview (created, id)",
    ],
  ],
  comments: [
    [
      "CREATE INDEX idx_comments_review_reply_created ON comments (bookReviewId, replyToId, created)",
      "CREATE INDEX idx_comments_review_reply_created ON comments (bookReviewId, replyToId, created, id)",
    ],
    [
      "CREATE INDEX idx_comments_replyToId_created ON comments (replyToId, created)",
      "CREATE INDEX idx_comments_replyToId_created ON comments (replyToId, created, id)",
    ],
  ],
};
const swapIndexes = (c, up) => {
  for (const [before, after] of SORT_INDEXES[c.name] || []) {
    const from = up ? before : after;
    const to = up ? after : before;
    c.indexes = c.indexes.map((sql) => (sql === from ? to : sql));
  }
};

const TRIGGERS = [
  ...KINDS.map((k) => `${k.table}_hidden_guard`),
  ...KINDS.map((k) => `${k.table}_hidden_forget`),
  "report_hidden_insert",
  "report_hidden_delete",
  "blocks_ids_insert",
  "blocks_ids_delete",
  "blocks_ids_update",
  "users_blocked_ids_guard",
];

migrate(
  (db) => {
    const dao = new Dao(db);
    const threshold =
      parseInt($os.getenv("REPORT_HIDE_THRESHOLD"), 10) > 0
        ? parseInt($os.getenv("REPORT_HIDE_THRESHOLD"), 10)
        : 5;

    for (const k of KINDS) {
      const c = dao.findCollectionByNameOrId(k.table);
      c.schema.addField(new SchemaField({ name: "hiddenByReports", type: "bool", options: {} }));
      if (RULED.indexOf(k.table) >= 0) {
        c.listRule = visibleRule(k.owner);
        c.viewRule = visibleRule(k.owner);
      }
      swapIndexes(c, true);
      dao.saveCollection(c);
    }
    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    answers.listRule += BLOCKED_ANSWERS;
    answers.viewRule += BLOCKED_ANSWERS;
    dao.saveCollection(answers);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.addField(new SchemaField({ name: "blockedIds", type: "text", options: {} }));
    users.createRule = `${users.createRule} && ${NO_BLOCKED_IDS}`;
    users.updateRule = `${users.updateRule} && ${NO_BLOCKED_IDS}`;
    dao.saveCollection(users);

    const statements = [
      `CREATE TABLE IF NOT EXISTS report_hidden (targetType TEXT NOT NULL, targetId TEXT NOT NULL,
         created TEXT NOT NULL DEFAULT '', PRIMARY KEY (targetType, targetId)) WITHOUT ROWID`,
      `CREATE TRIGGER IF NOT EXISTS report_hidden_insert AFTER INSERT ON report_hidden BEGIN
         ${KINDS.map((k) => `UPDATE ${k.table} SET hiddenByReports = TRUE WHERE NEW.targetType = '${k.type}' AND id = NEW.targetId;`).join("\n")}
       END`,
      `CREATE TRIGGER IF NOT EXISTS report_hidden_delete AFTER DELETE ON report_hidden BEGIN
         ${KINDS.map((k) => `UPDATE ${k.table} SET hiddenByReports = FALSE WHERE OLD.targetType = '${k.type}' AND id = OLD.targetId;`).join("\n")}
       END`,
      ...KINDS.map(
        (
          k,
        ) => `CREATE TRIGGER IF NOT EXISTS ${k.table}_hidden_guard AFTER UPDATE OF hiddenByReports ON ${k.table}
         WHEN NEW.hiddenByReports IS NOT OLD.hiddenByReports BEGIN
           UPDATE ${k.table} SET hiddenByReports =
             EXISTS (SELECT 1 FROM report_hidden WHERE targetType = '${k.type}' AND targetId = NEW.id)
           WHERE id = NEW.id;
         END`,
      ),
      ...KINDS.map(
        (k) => `CREATE TRIGGER IF NOT EXISTS ${k.table}_hidden_forget AFTER DELETE ON ${k.table} BEGIN
           DELETE FROM report_hidden WHERE targetType = '${k.type}' AND targetId = OLD.id;
         END`,
      ),
      `CREATE TRIGGER IF NOT EXISTS blocks_ids_insert AFTER INSERT ON blocks BEGIN
         UPDATE users SET blockedIds = ${blockedIdsOf("NEW.blocker")} WHERE id = NEW.blocker;
       END`,
      `CREATE TRIGGER IF NOT EXISTS blocks_ids_delete AFTER DELETE ON blocks BEGIN
         UPDATE users SET blockedIds = ${blockedIdsOf("OLD.blocker")} WHERE id = OLD.blocker;
       END`,
      `CREATE TRIGGER IF NOT EXISTS blocks_ids_update AFTER UPDATE ON blocks BEGIN
         UPDATE users SET blockedIds = ${blockedIdsOf("OLD.blocker")} WHERE id = OLD.blocker;
         UPDATE users SET blockedIds = ${blockedIdsOf("NEW.blocker")} WHERE id = NEW.blocker;
       END`,
      `CREATE TRIGGER IF NOT EXISTS users_blocked_ids_guard AFTER UPDATE OF blockedIds ON users
       WHEN NEW.blockedIds IS NOT OLD.blockedIds BEGIN
         UPDATE users SET blockedIds = ${blockedIdsOf("NEW.id")} WHERE id = NEW.id;
       END`,
      // What is hidden now (the report_queue count at the threshold), and who blocked whom.
      `INSERT OR IGNORE INTO report_hidden (targetType, targetId, created)
         SELECT targetType, targetId, ${NOW} FROM report_queue WHERE countingReports >= ${threshold}`,
      ...KINDS.map(
        (k) => `DELETE FROM report_hidden WHERE targetType = '${k.type}'
           AND NOT EXISTS (SELECT 1 FROM ${k.table} WHERE id = report_hidden.targetId)`,
      ),
      `UPDATE users SET blockedIds = ${blockedIdsOf("users.id")} WHERE id IN (SELECT blocker FROM blocks)`,
    ];
    for (const sql of statements) db.newQuery(sql).execute();

    // The admins' queue says whether a target is hidden now (it may stay hidden with fewer
    // counting reports than the threshold: a decision is not undone by a reporter leaving).
    const queue = dao.findCollectionByNameOrId("report_queue");
    queue.setOptions({
      query: queue.viewOptions().query.replace(
        "MIN(r.created) AS firstReport",
        `MAX(EXISTS (SELECT 1 FROM report_hidden h WHERE h.targetType = r.targetType AND h.targetId = r.targetId)) AS hidden,
              MIN(r.created) AS firstReport`,
      ),
    });
    dao.saveCollection(queue);
  },
  (db) => {
    const dao = new Dao(db);
    const queue = dao.findCollectionByNameOrId("report_queue");
    queue.setOptions({
      query: queue.viewOptions().query.replace(/MAX\(EXISTS \(SELECT 1 FROM report_hidden[^\n]*\n\s*/, ""),
    });
    dao.saveCollection(queue);
    for (const name of TRIGGERS) db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS report_hidden").execute();
    for (const k of KINDS) {
      const c = dao.findCollectionByNameOrId(k.table);
      c.schema.removeField(c.schema.getFieldByName("hiddenByReports").id);
      if (RULED.indexOf(k.table) >= 0) {
        c.listRule = "";
        c.viewRule = "";
      }
      swapIndexes(c, false);
      dao.saveCollection(c);
    }
    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    answers.listRule = answers.listRule.replace(BLOCKED_ANSWERS, "");
    answers.viewRule = answers.viewRule.replace(BLOCKED_ANSWERS, "");
    dao.saveCollection(answers);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.removeField(users.schema.getFieldByName("blockedIds").id);
    users.createRule = users.createRule.replace(` && ${NO_BLOCKED_IDS}`, "");
    users.updateRule = users.updateRule.replace(` && ${NO_BLOCKED_IDS}`, "");
    dao.saveCollection(users);
  },
);
