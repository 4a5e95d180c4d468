// The member's own inbox and chat read markers, through typed routes only (pb_hooks/core/routes.js lists
// them; the notifications collection has null rules; chat_read is a plain table). Every query is
// bound to the caller's id from the auth token; no filter, sort or id of another member is accepted.
// Docs: docs/notifications.md. Writers: pb_hooks/notifications/lib.js.

// GET /api/chaekdongne/notifications?before=<at>&beforeId=<id>&sentences=app  -> {items, hasMore},
// newest first. A cursor, not page numbers: new rows arriving at the top never shift or repeat a page.
function inbox(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const vis = require(`${__hooks}/core/visibility.js`);
  const me = c.get("authRecord").id;
  const before = String(c.queryParam("before") || "");
  const beforeId = String(c.queryParam("beforeId") || "");
  // SQLite writes the page (notifications/lib.js inboxPage): no record is built, parsed or
  // serialised in the JS VM. Each item's sentence is the app's to write (notifications/text.js).
  const json = n.inboxPage(me, before, beforeId, vis.viewerOf(c));
  if (c.queryParam("sentences") === "app") return c.blob(200, "application/json; charset=UTF-8", json);
  // A tab still running a build from before 2026-11-28 shows each item's `text` and does not ask
  // with sentences=app: it gets the sentences, from the same templates (docs/deployment.md: open
  // tabs keep working on their own build). Remove once no such build can be open.
  const page = JSON.parse(json);
  const text = require(`${__hooks}/notifications/text.js`);
  for (const item of page.items) item.text = text.notificationText(item);
  return c.json(200, page);
}

// GET /api/chaekdongne/notifications/unread -> {count} (at most 100: the badge shows 99+).
// Reads only the caller's rows of the partial index idx_notifications_unread. unreadCountOf also
// feeds the "notificationsUnread" topic (PUSHED_COUNTS below).
function unreadCountOf(me) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const row = new DynamicModel({ count: 0 });
  $app.dao().db().newQuery(n.UNREAD_SQL).bind({ me }).one(row);
  return { count: row.count };
}
function unreadCount(c) {
  return c.json(200, unreadCountOf(c.get("authRecord").id));
}

// POST /api/chaekdongne/notifications/read  body {ids?: string[]}: those (or all) of MY notifications.
function markRead(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const me = c.get("authRecord").id;
  const data = $apis.requestInfo(c).data || {};
  const ids = Array.isArray(data.ids) ? data.ids.slice(0, 100).map(String) : null;
  const db = $app.dao().nonconcurrentDB();
  const now = new Date().toISOString().replace("T", " ");
  if (ids === null) {
    db.newQuery("UPDATE notifications SET read = 1, updated = {:now} WHERE recipient = {:me} AND read = 0")
      .bind({ me, now })
      .execute();
  } else {
    for (const id of ids) {
      db.newQuery(
        "UPDATE notifications SET read = 1, updated = {:now} WHERE id = {:id} AND recipient = {:me} AND read = 0",
      )
        .bind({ id, me, now })
        .execute();
    }
  }
  n.push(me, { type: "read" });
  return c.json(200, { ok: true });
}

// GET /api/chaekdongne/chat/unread -> {rooms: [{id, unread}], total}: unread messages from others
// since my read marker, per room I am in, counting only what I can read (core/visibility.js: not from
// members I blocked, not hidden by reports); each count stops at 100. Membership is the room's
// users, the same test the room list's API rule makes. chatUnreadCounts also feeds the "chatUnread"
// realtime topic (PUSHED_COUNTS below).
function chatUnreadCounts(c) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const me = c.get("authRecord").id;
  const dao = $app.dao();
  // The newest 100 readable unread per room: what I cannot read (core/visibility.js where(): from
  // members I blocked, hidden by reports) is left out in SQL, so it takes no place of a readable one.
  const w = vis.where("message", "", vis.viewerOf(c, dao));
  const rows = arrayOf(new DynamicModel({ room: "", unread: 0 }));
  dao
    .db()
    .newQuery(
      `SELECT r.id AS room, (SELECT COUNT(*) FROM (SELECT 1 FROM message WHERE chattingRoom = r.id AND sender != {:me}
              AND ${w.sql}
              AND created > COALESCE((SELECT readAt FROM chat_read WHERE member = {:me} AND room = r.id), '')
              ORDER BY created DESC LIMIT 100)) AS unread
       FROM chattingRoom r WHERE EXISTS (SELECT 1 FROM json_each(r.users) WHERE value = {:me})`,
    )
    .bind(Object.assign({ me }, w.params))
    .all(rows);
  let total = 0;
  const out = rows.map((r) => {
    total += r.unread;
    return { id: r.room, unread: r.unread };
  });
  return { rooms: out, total };
}

function chatUnread(c) {
  return c.json(200, chatUnreadCounts(c));
}

// POST /api/chaekdongne/chat/:roomId/read: my marker moves to the room's latest message (never back).
function chatRead(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const me = c.get("authRecord").id;
  let room;
  try {
    room = $app.dao().findRecordById("chattingRoom", c.pathParam("roomId"));
  } catch (_) {
    throw new NotFoundError("채팅방을 찾을 수 없어요.");
  }
  const users = room.getStringSlice("users");
  let member = false;
  for (let i = 0; i < users.length; i++) if (users[i] === me) member = true;
  if (!member) throw new NotFoundError("채팅방을 찾을 수 없어요.");
  const at = room.getString("lastMessageAt");
  if (at) {
    $app
      .dao()
      .nonconcurrentDB()
      .newQuery(
        "INSERT INTO chat_read (member, room, readAt) VALUES ({:me}, {:room}, {:at}) " +
          "ON CONFLICT (member, room) DO UPDATE SET readAt = excluded.readAt WHERE excluded.readAt > chat_read.readAt",
      )
      .bind({ me, room: room.id, at })
      .execute();
  }
  n.push(me, { type: "chat" });
  return c.json(200, { ok: true });
}

// The badges' first counts come over the realtime connection, not by a request after it (issue 33):
// as a member's subscription goes live, each of these topics it holds gets the route's own answer.
// Only the connection's own member; a visitor's connection gets nothing. The topics are in the
// realtime allowlist (core/query-shapes.js), which matches them exactly.
const PUSHED_COUNTS = {
  chatUnread: chatUnreadCounts, // src/features/chat/hooks/use-unread-realtime.ts
  notificationsUnread: (c) => unreadCountOf(c.get("authRecord").id), // .../use-inbox-realtime.ts
};
/** onRealtimeAfterSubscribeRequest: again on every later subscription change (a reconnect too). */
function sendPushedCounts(e) {
  if (!e.client.get("authRecord")) return;
  for (const topic in PUSHED_COUNTS) {
    if (!e.client.hasSubscription(topic)) continue;
    const data = JSON.stringify(PUSHED_COUNTS[topic](e.httpContext));
    e.client.send(new SubscriptionMessage({ name: topic, data }));
  }
}

module.exports = {
  inbox,
  unreadCount,
  unreadCountOf,
  markRead,
  chatUnread,
  chatUnreadCounts,
  chatRead,
  sendPushedCounts,
};
