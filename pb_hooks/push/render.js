// What a push job becomes when the sender takes it (POST /api/chaekdongne/push/claim): the devices
// to send to and the payload, read now, as the recipient may see it. Load inside a handler:
// require(`${__hooks}/push/render.js`).
//
// Nothing is sent when the reason is gone: the notification was read or removed (a block takes a
// blocked member out of it), the recipient left the room, every unread message is from a member
// they blocked or hidden by reports, the recipient has the room open right now (their realtime
// connection holds chat/{roomId}: they are reading it), or no device of theirs wants that kind.

const TEXT_CHARS = 100; // a chat preview, as the room list's

/** The recipient's devices that want `category`: [{id, endpoint, keys: {p256dh, auth}}]. */
function devices(dao, recipient, category) {
  const rows = arrayOf(new DynamicModel({ id: "", endpoint: "", p256dh: "", auth: "" }));
  dao
    .db()
    .newQuery(
      `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE owner = {:o} AND [[${category}]] = 1`,
    )
    .bind({ o: recipient })
    .all(rows);
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

/** "member/room" of every chat/{roomId} topic held right now, for members' connections. */
function openRooms() {
  const chat = require(`${__hooks}/chat/lib.js`);
  const out = {};
  const clients = $app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    const auth = client.get("authRecord");
    if (!auth) continue;
    const topics = client.subscriptions(chat.TOPIC_PREFIX);
    for (const topic in topics) out[`${auth.id}/${chat.roomOfTopic(topic)}`] = true;
  }
  return out;
}

function notificationPush(dao, recipient, notificationId) {
  let rec;
  try {
    rec = dao.findRecordById("notifications", notificationId);
  } catch (_) {
    return null;
  }
  if (rec.getString("recipient") !== recipient || rec.getBool("read")) return null;
  const text = require(`${__hooks}/notifications/text.js`);
  const to = devices(dao, recipient, text.pushCategory(rec.getString("kind")));
  if (!to.length) return null;
  // The item exactly as the recipient's inbox shows it now (the same SQL and visibility), and the
  // sentence the inbox writes for it (notifications/text.js).
  const vis = require(`${__hooks}/core/visibility.js`);
  const item = require(`${__hooks}/notifications/lib.js`).inboxItem(
    dao,
    recipient,
    rec.id,
    vis.viewer(recipient, dao),
  );
  if (!item) return null;
  return {
    devices: to,
    payload: {
      title: "책동네",
      body: text.notificationText(item),
      url: text.targetPath(item),
      // One notification on the phone per inbox row: a grouped row that grows replaces it.
      tag: `n-${rec.id}`,
    },
    options: { ttl: 86400, urgency: "normal", topic: `n${rec.id}` },
  };
}

function chatPush(dao, recipient, roomId, open) {
  if (open[`${recipient}/${roomId}`]) return null;
  let room;
  try {
    room = dao.findRecordById("chattingRoom", roomId);
  } catch (_) {
    return null;
  }
  const users = room.getStringSlice("users");
  let member = false;
  for (let i = 0; i < users.length; i++) if (users[i] === recipient) member = true;
  if (!member) return null;
  const to = devices(dao, recipient, "chat");
  if (!to.length) return null;
  const vis = require(`${__hooks}/core/visibility.js`);
  const v = vis.viewer(recipient, dao);
  const unread = require(`${__hooks}/notifications/lib.js`).unreadMessages(dao, recipient, roomId, v);
  if (!unread.length) return null;
  const latest = unread[0];
  const text = require(`${__hooks}/notifications/text.js`);
  let name = "";
  try {
    name = dao.findRecordById("users", latest.sender).getString("nickname");
  } catch (_) {
    name = "";
  }
  // The room's name is its club's title, as the room list shows it, unless the reader may not see
  // the club now (core/visibility.js).
  let title = "가려진 모임";
  try {
    const club = dao.findRecordById("socialing", room.getString("socialing"));
    if (!vis.reasonFor("socialing", club, v)) title = club.getString("title");
  } catch (_) {
    title = "가려진 모임";
  }
  const preview = Array.from(String(latest.text).replace(/\s+/g, " ")).slice(0, TEXT_CHARS).join("");
  const line = `${name || text.LEFT_MEMBER_NAME}: ${preview}`;
  const count = unread.length >= 100 ? "99+" : String(unread.length);
  return {
    devices: to,
    payload: {
      title,
      body: unread.length > 1 ? `새 메시지 ${count}개 · ${line}` : line,
      url: `/chatRoom/${roomId}`,
      // One notification per room, replaced as messages come (the service worker renotifies).
      tag: `chat-${roomId}`,
      room: roomId,
    },
    options: { ttl: 3600, urgency: "high", topic: `c${roomId}` },
  };
}

/** A claimed job as the sender sends it, or null when there is nothing to send now. */
function render(dao, job, open) {
  const key = job.key;
  if (key.indexOf("n:") === 0) return notificationPush(dao, job.recipient, key.slice(2));
  if (key.indexOf("chat:") === 0) return chatPush(dao, job.recipient, key.slice(5), open);
  return null;
}

module.exports = { render, openRooms, devices };
