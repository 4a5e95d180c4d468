/// <reference path="../pb_data/types.d.ts" />
// Issue 25: reports that a handful of throwaway accounts cannot weaponise (docs/safety.md).
// - reports.counts: set when the report is filed (pb_hooks/safety-lib.js reportCounts): the
//   reporter had a verified e-mail and an account at least a week old (the default of
//   CHAEKDONGNE_REPORTER_MIN_AGE_HOURS; older reports are backfilled with that default below).
// - report_queue (admins only, a view): one row per reported review, comment, message or club with
//   open reports. countingReports = distinct reporters whose report counts and who still have a
//   verified account (a deleted member's tombstone is unverified). It is also what
//   safety-lib.js hiddenIdsOf reads: content is hidden at REPORT_HIDE_THRESHOLD (5) of them.
// - reported_members (admins only, a view): reports per reported member, so a ring reporting one
//   member's content shows up even when none of its reports count.
const COUNTS = "(r.counts = TRUE AND u.verified = TRUE)";

migrate(
  (db) => {
    const dao = new Dao(db);
    const reports = dao.findCollectionByNameOrId("reports");
    reports.schema.addField(new SchemaField({ name: "counts", type: "bool", options: {} }));
    dao.saveCollection(reports);
    db.newQuery(
      "UPDATE reports SET counts = EXISTS (SELECT 1 FROM users u WHERE u.id = reports.reporter AND u.verified = TRUE " +
        "AND u.created <= strftime('%Y-%m-%d %H:%M:%fZ', reports.created, '-168 hours'))",
    ).execute();

    const adminOnly = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };
    dao.saveCollection(
      new Collection({
        id: "reportqueue0001",
        name: "report_queue",
        type: "view",
        options: {
          query: `SELECT MIN(r.id) AS id, r.targetType AS targetType, r.targetId AS targetId,
              MAX(r.targetOwner) AS targetOwner, COUNT(*) AS reports,
              COUNT(DISTINCT CASE WHEN ${COUNTS} THEN r.reporter END) AS countingReports,
              MIN(r.created) AS firstReport, MAX(r.created) AS lastReport
            FROM reports r LEFT JOIN users u ON u.id = r.reporter
            WHERE r.dismissed = FALSE AND r.targetType != 'member'
            GROUP BY r.targetType, r.targetId`,
        },
        ...adminOnly,
      }),
    );
    dao.saveCollection(
      new Collection({
        id: "reportedmember1",
        name: "reported_members",
        type: "view",
        options: {
          query: `SELECT r.targetOwner AS id, COUNT(*) AS reports, COUNT(DISTINCT r.reporter) AS reporters,
              COUNT(DISTINCT r.targetType || ':' || r.targetId) AS targets,
              COUNT(DISTINCT CASE WHEN ${COUNTS} THEN r.reporter END) AS countingReporters,
              COUNT(DISTINCT CASE WHEN ${COUNTS} THEN NULL ELSE r.reporter END) AS discountedReporters,
              group_concat(DISTINCT r.reporter) AS reporterIds,
              MIN(r.created) AS firstReport, MAX(r.created) AS lastReport
            FROM reports r LEFT JOIN users u ON u.id = r.reporter
            WHERE r.dismissed = FALSE AND r.targetOwner != ''
            GROUP BY r.targetOwner`,
        },
        ...adminOnly,
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["reported_members", "report_queue"])
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
    const reports = dao.findCollectionByNameOrId("reports");
    reports.schema.removeField(reports.schema.getFieldByName("counts").id);
    dao.saveCollection(reports);
  },
);
