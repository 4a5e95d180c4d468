// Web Push, the server's half (docs/notifications.md "Push notifications"). Load inside a handler:
// require(`${__hooks}/push/lib.js`).
//
// The server decides everything: who gets a push, for what, with which text. The sender process
// (push-sender/) only encrypts and delivers what POST /api/chaekdongne/push/claim hands it.
//   - enqueue*(): called inside the transaction of the event (a notification stored, a chat message
//     inserted), so a job exists exactly when the event does. Only for members with a device that
//     wants that kind (one indexed read); a later event for the same key joins the pending job.
//   - Budgets: a member can cause at most PAIR_PER_MINUTE / PAIR_PER_HOUR pushes to one other
//     member; a key (one notification, one chat room) is pushed at most once per its interval, the
//     events in between joining one push (a chat room's shows the count). The inbox keeps everything.
//   - wake(): a content-free ping on the `pushJobs` topic to the sender's realtime connection
//     (admins only), after the event's transaction has committed.

const TOPIC = "pushJobs";
const SENDER_EMAIL = "push-sender@chaekdongne.local";
const CATEGORIES = ["clubs", "comments", "chat"];
const SECOND = 1000;

function settings() {
  const n = require(`${__hooks}/core/abuse-limits.js`).envNumber;
  return {
    pairPerMinute: n("CHAEKDONGNE_PUSH_PER_PAIR_PER_MINUTE", 3),
    pairPerHour: n("CHAEKDONGNE_PUSH_PER_PAIR_PER_HOUR", 20),
    // The least time between two pushes of one notification (a grouped one grows) or one chat room.
    notificationInterval: n("CHAEKDONGNE_PUSH_NOTIFICATION_INTERVAL_SECONDS", 60) * SECOND,
    chatInterval: n("CHAEKDONGNE_PUSH_CHAT_INTERVAL_SECONDS", 10) * SECOND,
  };
}

function nowText() {
  return new Date().toISOString().replace("T", " ");
}

function newId() {
  return $security.randomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789");
}

/** Members among `ids` with a device that wants `category` (one query on the owner index). */
function subscribedOf(dao, ids, category) {
  if (!ids.length || CATEGORIES.indexOf(category) < 0) return [];
  const params = {};
  const marks = ids.map((id, i) => ((params[`o${i}`] = id), `{:o${i}}`));
  const rows = arrayOf(new DynamicModel({ owner: "" }));
  dao
    .db()
    .newQuery(
      `SELECT DISTINCT owner FROM push_subscriptions WHERE owner IN (${marks.join(",")}) AND [[${category}]] = 1`,
    )
    .bind(params)
    .all(rows);
  return rows.map((r) => r.owner);
}

/** Whether a job for (recipient, key) is waiting to be sent already. */
function isPending(dao, recipient, key) {
  const row = new DynamicModel({ n: 0 });
  dao
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM push_jobs WHERE recipient = {:r} AND [[key]] = {:k} AND pending = 1")
    .bind({ r: recipient, k: key })
    .one(row);
  return row.n > 0;
}

/**
 * Spends one push of `actor` to `recipient` (budget_spend, in the caller's transaction); false
 * when over the per-minute or per-hour budget.
 */
function spendPair(dao, actor, recipient, now, s) {
  const kind = `push:${recipient}`;
  const row = new DynamicModel({ hour: 0, minute: 0 });
  dao
    .db()
    .newQuery(
      "SELECT COUNT(*) AS hour, COALESCE(SUM(CASE WHEN at > {:minute} THEN 1 ELSE 0 END), 0) AS minute " +
        "FROM budget_spend WHERE member = {:a} AND kind = {:k} AND at > {:hour}",
    )
    .bind({ a: actor, k: kind, minute: now - 60 * SECOND, hour: now - 3600 * SECOND })
    .one(row);
  if (row.minute >= s.pairPerMinute || row.hour >= s.pairPerHour) return false;
  dao
    .nonconcurrentDB()
    .newQuery("INSERT INTO budget_spend (member, kind, at) VALUES ({:a}, {:k}, {:at})")
    .bind({ a: actor, k: kind, at: now })
    .execute();
  return true;
}

/**
 * The job for (recipient, key) becomes pending: a new row, or the key's row again. A row already
 * pending only grows its version (the sender sends it once more if it was taken meanwhile); a
 * row sent before waits until `interval` after that push.
 */
function upsertJob(dao, recipient, key, now, interval) {
  const ts = nowText();
  dao
    .nonconcurrentDB()
    .newQuery(
      "INSERT INTO push_jobs (id, recipient, [[key]], pending, due, leasedUntil, sentAt, version, attempts, created, updated) " +
        "VALUES ({:id}, {:r}, {:k}, 1, {:now}, 0, 0, 1, 0, {:ts}, {:ts}) " +
        "ON CONFLICT (recipient, [[key]]) DO UPDATE SET version = version + 1, " +
        "due = CASE WHEN pending = 1 THEN due ELSE MAX({:now}, sentAt + {:interval}) END, " +
        "attempts = CASE WHEN pending = 1 THEN attempts ELSE 0 END, pending = 1, updated = {:ts}",
    )
    .bind({ id: newId(), r: recipient, k: key, now, interval, ts })
    .execute();
}

/** A notification was stored or grew (notifications/lib.js notify, in its transaction). */
function enqueueNotification(dao, notification, actorId) {
  const recipient = notification.getString("recipient");
  const category = require(`${__hooks}/notifications/text.js`).pushCategory(notification.getString("kind"));
  if (!subscribedOf(dao, [recipient], category).length) return;
  const key = `n:${notification.id}`;
  const s = settings();
  const now = Date.now();
  if (!isPending(dao, recipient, key) && actorId && !spendPair(dao, actorId, recipient, now, s)) return;
  upsertJob(dao, recipient, key, now, s.notificationInterval);
}

/**
 * A chat message was stored (chat.pb.js, in its after-create transaction): a job per room member
 * with a device that wants chat, except the sender and members who blocked them. True when any.
 */
function enqueueChat(dao, message) {
  const roomId = message.getString("chattingRoom");
  const sender = message.getString("sender");
  let room;
  try {
    room = dao.findRecordById("chattingRoom", roomId);
  } catch (_) {
    return false;
  }
  const blockers = {};
  for (const id of require(`${__hooks}/safety/lib.js`).blockersOf(sender, dao)) blockers[id] = true;
  const users = room.getStringSlice("users");
  const others = [];
  for (let i = 0; i < users.length; i++)
    if (users[i] !== sender && !blockers[users[i]]) others.push(users[i]);
  const recipients = subscribedOf(dao, others, "chat");
  const now = Date.now();
  const interval = settings().chatInterval;
  for (const r of recipients) upsertJob(dao, r, `chat:${roomId}`, now, interval);
  return recipients.length > 0;
}

/** After commit: tells the sender's connection that there may be work (no content). */
function wake() {
  const clients = $app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    if (!client.hasSubscription(TOPIC) || !client.get("admin")) continue;
    client.send(new SubscriptionMessage({ name: TOPIC, data: "{}" }));
  }
}

/** After a notification is stored (its model hook, after commit): wake the sender if it has work. */
function wakeFor(recipient) {
  const row = new DynamicModel({ n: 0 });
  $app
    .dao()
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM push_jobs WHERE recipient = {:r} AND pending = 1")
    .bind({ r: recipient })
    .one(row);
  if (row.n > 0) wake();
}

/** Every device and job of a member (회원탈퇴 in its transaction; a token key change). */
function forget(dao, member) {
  const db = dao.nonconcurrentDB();
  db.newQuery("DELETE FROM push_subscriptions WHERE owner = {:m}").bind({ m: member }).execute();
  db.newQuery("DELETE FROM push_jobs WHERE recipient = {:m}").bind({ m: member }).execute();
}

module.exports = {
  TOPIC,
  SENDER_EMAIL,
  CATEGORIES,
  settings,
  subscribedOf,
  enqueueNotification,
  enqueueChat,
  wake,
  wakeFor,
  forget,
};
