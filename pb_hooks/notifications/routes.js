// The member's own inbox and chat read markers, through typed routes only (pb_hooks/core/routes.js lists
// them; the notifications collection has null rules; chat_read is a plain table). Every query is
// bound to the caller's id from the auth token; no filter, sort or id of another member is accepted.
// Docs: docs/notifications.md. Writers: pb_hooks/notifications/lib.js.

// GET /api/chaekdongne/notifications?before=<at>&beforeId=<id>  -> {items, hasMore}, newest first.
// A cursor, not page numbers: new rows arriving at the top never shift or repeat a page.
function inbox(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const me = c.get("authRecord").id;
  const before = String(c.queryParam("before") || "");
  const beforeId = String(c.queryParam("beforeId") || "");
  const perPage = n.INBOX_PER_PAGE;
  const rows = arrayOf(new Record());
  $app
    .dao()
    .recordQuery("notifications")
    .andWhere($dbx.exp(before ? n.INBOX_WHERE_BEFORE : n.INBOX_WHERE, { me, before, beforeId }))
    .orderBy(n.INBOX_ORDER[0], n.INBOX_ORDER[1])
    .limit(perPage + 1)
    .all(rows);
  const page = [];
  for (let i = 0; i < rows.length && i < perPage; i++) page.push(rows[i]);
  return c.json(200, { items: n.toPublicPage(page, me), hasMore: rows.length > perPage });
}

// GET /api/chaekdongne/notifications/unread -> {count} (at most 100: the badge shows 99+).
// Reads only the caller's rows of the partial index idx_notifications_unread.
function unreadCount(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const me = c.get("authRecord").id;
  const row = new DynamicModel({ count: 0 });
  $app.dao().db().newQuery(n.UNREAD_SQL).bind({ me }).one(row);
  return c.json(200, { count: row.count });
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
// users, the same test the room list's API rule makes.
function chatUnread(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  const me = c.get("authRecord").id;
  const dao = $app.dao();
  const rooms = arrayOf(new DynamicModel({ id: "" }));
  dao
    .db()
    .newQuery(
      "SELECT r.id AS id FROM chattingRoom r WHERE EXISTS (SELECT 1 FROM json_each(r.users) WHERE value = {:me})",
    )
    .bind({ me })
    .all(rooms);
  const counts = {};
  for (const m of n.unreadMessages(dao, me)) counts[m.room] = (counts[m.room] || 0) + 1;
  let total = 0;
  const out = rooms.map((r) => {
    total += counts[r.id] || 0;
    return { id: r.id, unread: counts[r.id] || 0 };
  });
  return c.json(200, { rooms: out, total });
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

module.exports = { inbox, unreadCount, markRead, chatUnread, chatRead };
