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

// The member's unread notification count, on this connection as its "notificationsUnread" topic
// goes live: no request after the subscription for the bell's badge (issue 33,
// src/features/notifications/hooks/use-inbox-realtime.ts). Again on every later subscription change
// while it holds the topic (a reconnect included). A visitor's connection gets nothing.
onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const auth = e.client.get("authRecord");
  if (!auth || !e.client.hasSubscription("notificationsUnread")) return;
  const count = require(`${__hooks}/notifications/routes.js`).unreadCountOf(auth.id);
  e.client.send(new SubscriptionMessage({ name: "notificationsUnread", data: JSON.stringify(count) }));
});
