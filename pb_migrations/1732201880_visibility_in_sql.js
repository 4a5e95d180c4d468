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
// - List rules of bookReview, comments and socialing leave out what is hidden by reports and, for a
//   member, what a member they blocked wrote; socialingQueryAnswer's leaves out answers of blocked
//   members. PocketBase's query, its page and its totals then agree with what the reader sees.
//   View rules leave out what is hidden by reports only: a view is one record, and the hooks check
//   its author against the viewer's blocks with no query (pb_hooks/core/visibility.js), while the
//   blocks part of a rule costs a join of users and a SELECT DISTINCT on every query it is in
//   (views, expands, realtime checks). Chat messages keep their rules: they stay in place emptied.
const KINDS = [
  { table: "bookReview", type: "review", owner: "writer" },
  { table: "comments", type: "comment", owner: "author" },
  { table: "socialing", type: "club", owner: "createUser" },
  { table: "message", type: "message", owner: "sender" },
];
const RULED = ["bookReview", "comments", "socialing"];
const NOT_REPORTED = "hiddenByReports = false";
const listRule = (owner) =>
  `${NOT_REPORTED} && (@request.auth.id = '' || @request.auth.blockedIds !~ ${owner})`;
const BLOCKED_ANSWERS = " && @request.auth.blockedIds !~ answerUser";
const NO_BLOCKED_IDS = "@request.data.blockedIds:isset = false";
const USERS_BLOCKED_INDEX = "CREATE INDEX idx_users_blocked_ids ON users (id, blockedIds)";
const blockedIdsOf = (who) =>
  `(SELECT json_group_array(blocked) FROM (SELECT blocked FROM blocks WHERE blocker = ${who} ORDER BY blocked))`;
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
// A rule that reads @request.auth.<field> makes PocketBase join users and SELECT DISTINCT; SQLite
// then walks an index in list order only if it gives the whole sort (-created,-id): without `id` in
// it, it scanned and sorted every review for each member's page (5,000 reviews: 140 ms). A comment
// page also counts the review's comments: with the rule's columns in the index (the flag as an
// equality, the author at the end) that count reads the index only, as it did before the rule.
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
      "CREATE INDEX idx_comments_review_reply_created ON comments (bookReviewId, replyToId, hiddenByReports, created, id, author)",
    ],
    [
      "CREATE INDEX idx_comments_replyToId_created ON comments (replyToId, created)",
      "CREATE INDEX idx_comments_replyToId_created ON comments (replyToId, hiddenByReports, created, id, author)",
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

// Per author, how many of their reviews and clubs are shown (not hidden by reports): a member's
// unfiltered list total is the kept total minus the hidden minus those of the members they blocked
// (pb_hooks/core/list-totals.js), a sum over their blocks instead of a count over rows.
const OWNER_TOTALS = [
  { table: "bookReview", type: "review", owner: "writer" },
  { table: "socialing", type: "club", owner: "createUser" },
];
const bump = (type, owner, by) =>
  `INSERT INTO owner_totals (kind, owner, shown) VALUES ('${type}', ${owner}, ${by})
     ON CONFLICT (kind, owner) DO UPDATE SET shown = shown + (${by});`;

const TRIGGERS = [
  ...OWNER_TOTALS.flatMap((t) => [
    `${t.table}_owner_insert`,
    `${t.table}_owner_delete`,
    `${t.table}_owner_update`,
  ]),
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
        c.listRule = listRule(k.owner);
        c.viewRule = NOT_REPORTED;
      }
      swapIndexes(c, true);
      dao.saveCollection(c);
    }
    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    answers.listRule += BLOCKED_ANSWERS;
    dao.saveCollection(answers);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.addField(new SchemaField({ name: "blockedIds", type: "text", options: {} }));
    // The list rules' join of users reads the viewer's blockedIds once per row: from the index alone.
    users.indexes = users.indexes.concat([USERS_BLOCKED_INDEX]);
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
      `CREATE TABLE IF NOT EXISTS owner_totals (kind TEXT NOT NULL, owner TEXT NOT NULL,
         shown INTEGER NOT NULL, PRIMARY KEY (kind, owner)) WITHOUT ROWID`,
      ...OWNER_TOTALS.flatMap((t) => [
        `CREATE TRIGGER IF NOT EXISTS ${t.table}_owner_insert AFTER INSERT ON ${t.table} BEGIN
           ${bump(t.type, `NEW.${t.owner}`, "NEW.hiddenByReports = FALSE")}
         END`,
        `CREATE TRIGGER IF NOT EXISTS ${t.table}_owner_delete AFTER DELETE ON ${t.table} BEGIN
           ${bump(t.type, `OLD.${t.owner}`, "-(OLD.hiddenByReports = FALSE)")}
         END`,
        `CREATE TRIGGER IF NOT EXISTS ${t.table}_owner_update AFTER UPDATE OF ${t.owner}, hiddenByReports ON ${t.table}
         WHEN NEW.${t.owner} IS NOT OLD.${t.owner} OR NEW.hiddenByReports IS NOT OLD.hiddenByReports BEGIN
           ${bump(t.type, `OLD.${t.owner}`, "-(OLD.hiddenByReports = FALSE)")}
           ${bump(t.type, `NEW.${t.owner}`, "NEW.hiddenByReports = FALSE")}
         END`,
      ]),
      // What is hidden now (the report_queue count at the threshold), and who blocked whom.
      `INSERT OR IGNORE INTO report_hidden (targetType, targetId, created)
         SELECT targetType, targetId, ${NOW} FROM report_queue WHERE countingReports >= ${threshold}`,
      ...KINDS.map(
        (k) => `DELETE FROM report_hidden WHERE targetType = '${k.type}'
           AND NOT EXISTS (SELECT 1 FROM ${k.table} WHERE id = report_hidden.targetId)`,
      ),
      `UPDATE users SET blockedIds = ${blockedIdsOf("users.id")} WHERE id IN (SELECT blocker FROM blocks)`,
      ...OWNER_TOTALS.map(
        (t) => `INSERT OR REPLACE INTO owner_totals (kind, owner, shown)
           SELECT '${t.type}', ${t.owner}, SUM(hiddenByReports = FALSE) FROM ${t.table} GROUP BY ${t.owner}`,
      ),
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
    db.newQuery("DROP TABLE IF EXISTS owner_totals").execute();
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
    dao.saveCollection(answers);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.removeField(users.schema.getFieldByName("blockedIds").id);
    users.indexes = users.indexes.filter((sql) => sql !== USERS_BLOCKED_INDEX);
    users.createRule = users.createRule.replace(` && ${NO_BLOCKED_IDS}`, "");
    users.updateRule = users.updateRule.replace(` && ${NO_BLOCKED_IDS}`, "");
    dao.saveCollection(users);
  },
);
