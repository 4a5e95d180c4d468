/// <reference path="../pb_data/types.d.ts" />
// The admins' report queue (docs/safety.md "For admins"): an admin who keeps reported content sets
// `dismissed` on any one of its reports; every other open report of the same content is dismissed
// with it, so the content shows again at once (hiddenIdsOf counts open reports only).

onModelAfterUpdate((e) => {
  const report = e.model;
  if (!report.getBool("dismissed")) return;
  (e.dao || $app.dao())
    .nonconcurrentDB()
    .newQuery(
      "UPDATE reports SET dismissed = TRUE WHERE targetType = {:t} AND targetId = {:i} AND dismissed = FALSE",
    )
    .bind({ t: report.getString("targetType"), i: report.getString("targetId") })
    .execute();
}, "reports");
