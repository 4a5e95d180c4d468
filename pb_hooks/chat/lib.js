// Live chat delivery (issue 16, bench:chat). Load inside a handler:
// require(`${__hooks}/chat/lib.js`).
//
// PocketBase's own broadcast checks the message rule (and the filter option, once more) with one
// SQL query per open connection per event, inside the sending request: every member online paid
// for every message. Here a message reaches only its room's members, decided with one read of
// the room and one of the sender's blockers, then an in-memory pass over the connections:
//   chat/{roomId}  the message itself, for an open room, as each member may see it (core/visibility.js:
//                  a member who blocked the sender gets it emptied, hiddenReason "blocked");
//   inbox          a content-free {type:"chat"} ping for unread counts and the room list.
// Clients cannot subscribe to message/* (pb_hooks/core/query-shapes.js), so PocketBase's broadcast
// finds no one to check.

const TOPIC_PREFIX = "chat/";
const PING = JSON.stringify({ type: "chat" });

function deliver(dao, msg) {
  const clients = $app.subscriptionsBroker().clients();
  const roomId = msg.getString("chattingRoom");
  let room;
  try {
    room = dao.findRecordById("chattingRoom", roomId);
  } catch (_) {
    return;
  }
  const members = {};
  const users = room.getStringSlice("users");
  for (let i = 0; i < users.length; i++) members[users[i]] = true;

  // One read for all recipients: who blocked the sender. A new message has no reports yet.
  const vis = require(`${__hooks}/core/visibility.js`);
  const blockers = {};
  for (const id of require(`${__hooks}/safety/lib.js`).blockersOf(msg.getString("sender"), dao))
    blockers[id] = true;

  const record = JSON.parse(JSON.stringify(msg));
  const plain = JSON.stringify({ action: "create", record });
  const hidden = JSON.stringify({
    action: "create",
    record: vis.shown("message", record, vis.reasonOf(true, false)),
  });
  const topic = TOPIC_PREFIX + roomId;
  for (const id in clients) {
    const client = clients[id];
    const auth = client.get("authRecord");
    if (!auth || !members[auth.id]) continue;
    if (client.hasSubscription(topic)) {
      client.send(new SubscriptionMessage({ name: topic, data: blockers[auth.id] ? hidden : plain }));
    }
    if (client.hasSubscription("inbox")) client.send(new SubscriptionMessage({ name: "inbox", data: PING }));
  }
}

/** The room id of a chat/{roomId} subscription ("" for any other topic). */
function roomOfTopic(topic) {
  const bare = String(topic).split("?")[0];
  return bare.indexOf(TOPIC_PREFIX) === 0 ? bare.slice(TOPIC_PREFIX.length) : "";
}

module.exports = { TOPIC_PREFIX, deliver, roomOfTopic };
