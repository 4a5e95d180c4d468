/// <reference path="../pb_data/types.d.ts" />
/* global SubscriptionMessage */
// Chat: message validation, the room's latest-message time, and instant loss of access.
// Membership and sender are enforced by the message API rules (pb_migrations/1732200000_schema.js).

// Whitespace-only messages are refused; surrounding whitespace is trimmed.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const text = e.record.getString("text").trim();
  if (!text) throw new BadRequestError("메시지를 입력해주세요.");
  e.record.set("text", text);
}, "message");

// After the insert, in this order: (1) the message never outlives its room, (2) the room's
// lastMessageAt moves on (the room list sorts by it; its preview is read at read time from the
// messages, core/visibility.js, so no text is copied onto the room), (3) live delivery to the room's
// members (pb_hooks/chat/lib.js).
//
// (1) PocketBase's records API checks the create rule (the room exists, I am in it) through the
// read pool, then inserts without a transaction; DELETE /api/clubs/:id (and 회원탈퇴 of the host)
// deletes the room and, by cascade, its messages in one transaction. A message whose create began
// just before such a delete was stored after it: an orphan. The check below runs in a write
// transaction right after the insert. This is sound because every write (the insert, the delete's
// transaction, this check) goes through PocketBase's single write connection, one after another:
// if the delete committed before the insert, this check sees no room and removes the message; if
// it runs after the insert, its cascade sees the message and deletes it. Either way none survives.
// The create then fails, so the sender is not told it was sent.
// (2) is one SQL UPDATE, not a record save: atomic, an older message never overwrites a newer one,
// and no realtime event on the room per message (every open room would be sent it: bench:chat).
// (2b) in the same transaction, a push job per room member whose device wants chat (push/lib.js);
// the sender is woken after the commit.
onModelAfterCreate((e) => {
  const msg = e.model;
  const roomId = msg.getString("chattingRoom");
  const at = msg.getString("created");
  let orphan = false;
  let pushed = false;
  $app.dao().runInTransaction((tx) => {
    const room = new DynamicModel({ n: 0 });
    tx.db()
      .newQuery("SELECT COUNT(*) AS n FROM chattingRoom WHERE id = {:id}")
      .bind({ id: roomId })
      .one(room);
    if (room.n === 0) {
      orphan = true;
      tx.db().newQuery("DELETE FROM message WHERE id = {:id}").bind({ id: msg.id }).execute();
      return;
    }
    tx.db()
      .newQuery(
        "UPDATE chattingRoom SET lastMessageAt = {:at} " +
          "WHERE id = {:id} AND (lastMessageAt IS NULL OR lastMessageAt = '' OR lastMessageAt <= {:at})",
      )
      .bind({ at, id: roomId })
      .execute();
    pushed = require(`${__hooks}/push/lib.js`).enqueueChat(tx, msg);
  });
  if (orphan) throw new NotFoundError("채팅방을 찾을 수 없어요.");
  require(`${__hooks}/chat/lib.js`).deliver($app.dao(), msg);
  if (pushed) require(`${__hooks}/push/lib.js`).wake();
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
// again per message), so a topic reveals nothing to others. Someone who is not (or no longer) a
// member is told so on chatAccess/ (see below).
onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
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
    if (ok) continue;
    e.client.unsubscribe(topic);
    // A member taken out (or a room deleted) between the page's first fetch and this subscription
    // missed the update hook's message: it comes now. The same answer whether the room exists or
    // not, so the topic still tells a non-member nothing.
    if (topic.indexOf("chatAccess/") === 0) {
      e.client.send(new SubscriptionMessage({ name: topic, data: JSON.stringify({ reason: "removed" }) }));
    }
  }
});
