/// <reference path="../pb_data/types.d.ts" />
/* global SubscriptionMessage */
// Chat: message validation, the room's latest-message preview, and instant loss of access.
// Membership and sender are enforced by the message API rules (pb_migrations/1732200000_schema.js).

// Whitespace-only messages are refused; surrounding whitespace is trimmed.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  const text = e.record.getString("text").trim();
  if (!text) throw new BadRequestError("메시지를 입력해주세요.");
  e.record.set("text", text);
}, "message");

// Keep chattingRoom.lastMessageText/At current so the room list is one sorted request.
// One SQL UPDATE, not a record save: atomic, an older message never overwrites a newer one, and
// no realtime event on the room per message (every open room would be sent it: bench:chat).
// It goes through the single write connection (nonconcurrentDB): dao.db() is the read pool, and a
// write committed there in the middle of a transactional route (apply, approve...) made that
// route fail with "database is locked (517)" (SQLITE_BUSY_SNAPSHOT).
onModelAfterCreate((e) => {
  const msg = e.model;
  const at = msg.getString("created");
  const preview = Array.from(msg.getString("text").replace(/\s+/g, " ")).slice(0, 100).join("");
  (e.dao || $app.dao())
    .nonconcurrentDB()
    .newQuery(
      "UPDATE chattingRoom SET lastMessageText = {:text}, lastMessageAt = {:at} " +
        "WHERE id = {:id} AND (lastMessageAt IS NULL OR lastMessageAt = '' OR lastMessageAt <= {:at})",
    )
    .bind({ text: preview, at, id: msg.getString("chattingRoom") })
    .execute();
}, "message");

// Live delivery to the room's members only (pb_hooks/chat-delivery.js), after the insert.
onModelAfterCreate((e) => {
  require(`${__hooks}/chat-delivery.js`).deliver(e.dao || $app.dao(), e.model);
}, "message");

// A member removed from a room (cancel, leave) learns it at once through the custom realtime
// topic chatAccess/{roomId}; message events already stop for them through the API rules.
onModelAfterUpdate((e) => {
  const room = e.model;
  const topic = `chatAccess/${room.id}`;
  const users = room.getStringSlice("users");
  const members = {};
  for (let i = 0; i < users.length; i++) members[users[i]] = true;
  const clients = $app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    if (!client.hasSubscription(topic)) continue;
    const auth = client.get("authRecord");
    if (auth && members[auth.id]) continue;
    client.unsubscribe(topic);
    client.send(new SubscriptionMessage({ name: topic, data: JSON.stringify({ reason: "removed" }) }));
  }
}, "chattingRoom");

onModelAfterDelete((e) => {
  const topic = `chatAccess/${e.model.id}`;
  const clients = $app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    if (!client.hasSubscription(topic)) continue;
    client.unsubscribe(topic);
    client.send(new SubscriptionMessage({ name: topic, data: JSON.stringify({ reason: "deleted" }) }));
  }
}, "chattingRoom");

// Only a member of the room may hold its chatAccess/ or chat/ topic (delivery checks membership
// again per message), so a topic reveals nothing to others.
onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  const auth = e.client.get("authRecord");
  const topics = [];
  for (const prefix of ["chatAccess/", "chat/"]) {
    const subs = e.client.subscriptions(prefix);
    for (const topic in subs) topics.push(topic);
  }
  for (const topic of topics) {
    const roomId = topic.split("?")[0].replace(/^chat(Access)?\//, "");
    let ok = false;
    if (auth) {
      try {
        const room = $app.dao().findRecordById("chattingRoom", roomId);
        const users = room.getStringSlice("users");
        for (let i = 0; i < users.length; i++) if (users[i] === auth.id) ok = true;
      } catch (_) {
        ok = false;
      }
    }
    if (!ok) e.client.unsubscribe(topic);
  }
});
