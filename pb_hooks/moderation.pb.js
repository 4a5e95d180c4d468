/// <reference path="../pb_data/types.d.ts" />
// The admins' report queue (docs/safety.md "For admins"). An admin who keeps reported content sets
// `dismissed` on any one of its reports: every other open report of the same content is dismissed
// with it, and the decision to hide it (report_hidden, pb_hooks/safety/lib.js) goes, so the content
// shows again at once. Reports an admin files or re-opens in the admin UI are counted like a
// member's (the report route itself decides in its own transaction).

onModelAfterUpdate((e) => {
  const report = e.model;
  const safety = require(`${__hooks}/safety/lib.js`);
  const dao = e.dao || $app.dao();
  const type = report.getString("targetType");
  const id = report.getString("targetId");
  if (!report.getBool("dismissed")) {
    safety.hideIfReported(dao, type, id);
    return;
  }
  dao
    .nonconcurrentDB()
    .newQuery(
      "UPDATE reports SET dismissed = TRUE WHERE targetType = {:t} AND targetId = {:i} AND dismissed = FALSE",
    )
    .bind({ t: type, i: id })
    .execute();
  safety.unhide(dao, type, id);
}, "reports");

onModelAfterCreate((e) => {
  const report = e.model;
  require(`${__hooks}/safety/lib.js`).hideIfReported(
    e.dao || $app.dao(),
    report.getString("targetType"),
    report.getString("targetId"),
  );
}, "reports");
