/// <reference path="../pb_data/types.d.ts" />
// Notifications: the realtime ping after each write. Routes: notifications/routes.js; writers:
// notifications/lib.js. Docs: docs/notifications.md.

// Realtime: after a notification is stored (after commit), ping its recipient's connections.
onModelAfterCreate((e) => {
  require(`${__hooks}/notifications/lib.js`).push(e.model.getString("recipient"), { type: "new" });
}, "notifications");
onModelAfterUpdate((e) => {
  require(`${__hooks}/notifications/lib.js`).push(e.model.getString("recipient"), { type: "new" });
}, "notifications");

// The badges' first counts, on the connection as it goes live (notifications/routes.js PUSHED_COUNTS).
onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/notifications/routes.js`).sendPushedCounts(e);
});
