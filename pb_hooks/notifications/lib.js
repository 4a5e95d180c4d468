// Notifications: written by the server only, inside the caller's transaction (pass its dao).
// Load inside a handler: require(`${__hooks}/notifications/lib.js`). Docs: docs/notifications.md.
// Nothing private goes in: actors are member ids, targets are public club/review ids and titles.
// What the inbox shows is read at read time (toPublicPage): actors' names from `users` (a new
// nickname shows at once, a member who left shows as 탈퇴한 회원), the target's current title, or
// none when the reader may not see the target (core/visibility.js). A member the reader blocked is never
// an actor: notify() skips them, and a block removes them from the blocker's notifications.

const TOPIC = "inbox"; // custom realtime topic; the server sends it only to the recipient's own clients
const SHOWN_ACTORS = 3;

// The inbox page and the badge count: used by the routes (notifications.pb.js) and EXPLAINed by
// the data bench and e2e/notifications-plan.spec.ts, which require the indexes of migration
// 1732201200 (idx_notifications_inbox, idx_notifications_unread) and no scan of the table.
const INBOX_WHERE = "recipient = {:me}";
const INBOX_WHERE_BEFORE = "recipient = {:me} AND at <= {:before} AND (at < {:before} OR id < {:beforeId})"; // at <= : an index range
const INBOX_ORDER = ["at DESC", "id DESC"];
const INBOX_PER_PAGE = 20;
const UNREAD_SQL =
  "SELECT COUNT(*) AS count FROM (SELECT 1 FROM notifications WHERE recipient = {:me} AND read = 0 LIMIT 100)";
/** The SQL the inbox route runs (recordQuery adds nothing but the table's columns). */
function inboxSql(withCursor) {
  return `SELECT notifications.* FROM notifications WHERE ${withCursor ? INBOX_WHERE_BEFORE : INBOX_WHERE} ORDER BY ${INBOX_ORDER.join(", ")} LIMIT ${INBOX_PER_PAGE + 1}`;
}

function parseJson(record, field, fallback) {
  try {
    const v = JSON.parse(record.getString(field) || "null");
    return v == null ? fallback : v;
  } catch (_) {
    return fallback;
  }
}

function nowText() {
  return new Date().toISOString().replace("T", " ");
}

/**
 * n = { recipient, kind, actorId?, groupKey?, targetId?, targetTitle? }.
 * Never for the actor's own action, nor from a member the recipient blocked. With a groupKey, a
 * new event joins the recipient's unread notification with the same key (민지 님 외 3명이 …) and
 * moves it to the top. targetTitle is kept for when the target is gone (a deleted club).
 */
function notify(dao, n) {
  if (!n.recipient || (n.actorId && n.actorId === n.recipient)) return;
  if (n.actorId && require(`${__hooks}/safety/lib.js`).isBlocked(n.recipient, n.actorId, dao)) return;
  let rec = null;
  if (n.groupKey) {
    const row = new DynamicModel({ id: "" });
    try {
      dao
        .db()
        .newQuery(
          "SELECT id FROM notifications WHERE recipient = {:r} AND groupKey = {:g} AND read = 0 LIMIT 1",
        )
        .bind({ r: n.recipient, g: n.groupKey })
        .one(row);
      if (row.id) rec = dao.findRecordById("notifications", row.id);
    } catch (_) {
      rec = null;
    }
  }
  if (!rec) {
    rec = new Record(dao.findCollectionByNameOrId("notifications"), {
      recipient: n.recipient,
      kind: n.kind,
      groupKey: n.groupKey || "",
      actorIds: [],
      actorCount: 0,
      read: false,
    });
  }
  rec.set("targetId", n.targetId || "");
  rec.set(
    "targetTitle",
    Array.from(String(n.targetTitle || ""))
      .slice(0, 100)
      .join(""),
  );
  if (n.actorId) {
    const ids = parseJson(rec, "actorIds", []).filter((x) => x !== n.actorId);
    ids.unshift(n.actorId);
    rec.set("actorIds", ids);
    rec.set("actorCount", ids.length);
  }
  rec.set("at", nowText());
  dao.saveRecord(rec);
  // A Web Push too, for a member whose device wants this kind, within the budgets (push/lib.js).
  require(`${__hooks}/push/lib.js`).enqueueNotification(dao, rec, n.actorId || "");
}

/**
 * A block, in its transaction: `actorId` leaves every notification of `recipient`; one left with
 * no actor at all (it was only about them) is deleted.
 */
function forgetActor(dao, recipient, actorId) {
  const rows = arrayOf(new DynamicModel({ id: "" }));
  dao
    .db()
    .newQuery(
      "SELECT id FROM notifications WHERE recipient = {:r} AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(actorIds) THEN actorIds ELSE '[]' END) WHERE value = {:a})",
    )
    .bind({ r: recipient, a: actorId })
    .all(rows);
  for (const row of rows) {
    const rec = dao.findRecordById("notifications", row.id);
    const ids = parseJson(rec, "actorIds", []).filter((x) => x !== actorId);
    if (!ids.length) {
      dao.deleteRecord(rec);
      continue;
    }
    rec.set("actorIds", ids);
    rec.set("actorCount", ids.length);
    dao.saveRecord(rec);
  }
}

// What a notification's target is, per kind (club_deleted has none: the club is gone).
const TARGET_COLLECTION = { review_comment: "bookReview", comment_reply: "bookReview" };
const targetCollectionOf = (kind) =>
  TARGET_COLLECTION[kind] || (kind.indexOf("club_") === 0 ? "socialing" : "");

/**
 * The public shape a member's client gets for a page of their notifications, read now:
 * actors' current nicknames ("" for a member who left: the app shows 탈퇴한 회원), the target's
 * current title, or no title and no link when the reader may not see it (core/visibility.js),
 * and the sentence the app shows (`text`, notifications/text.js; a push carries the same).
 */
function toPublicPage(recs, authId, dao) {
  const d = dao || $app.dao();
  const vis = require(`${__hooks}/core/visibility.js`);
  const actorIds = {};
  const targets = { bookReview: {}, socialing: {} };
  for (const rec of recs) {
    for (const id of parseJson(rec, "actorIds", []).slice(0, SHOWN_ACTORS)) actorIds[id] = true;
    const collection = targetCollectionOf(rec.getString("kind"));
    if (collection && rec.getString("targetId")) targets[collection][rec.getString("targetId")] = true;
  }
  const names = {};
  const ids = Object.keys(actorIds);
  for (const u of ids.length ? d.findRecordsByIds("users", ids) : []) names[u.id] = u.getString("nickname");
  const current = {}; // "collection/id" -> {title} when shown, {hidden: true} when not
  const v = vis.viewer(authId, d);
  for (const collection of Object.keys(targets)) {
    const wanted = Object.keys(targets[collection]);
    const found = wanted.length ? d.findRecordsByIds(collection, wanted) : [];
    const owner = vis.KINDS[collection].owner;
    const items = found.map((r) => ({ id: r.id, [owner]: r.getString(owner), title: r.getString("title") }));
    const why = vis.reasons(collection, items, v);
    for (const item of items) current[`${collection}/${item.id}`] = why[item.id] ? { hidden: true } : item;
  }
  const { notificationText } = require(`${__hooks}/notifications/text.js`);
  return recs.map((rec) => {
    const kind = rec.getString("kind");
    const target = current[`${targetCollectionOf(kind)}/${rec.getString("targetId")}`];
    const item = {
      id: rec.id,
      kind,
      actors: parseJson(rec, "actorIds", [])
        .slice(0, SHOWN_ACTORS)
        .map((id) => names[id] || ""),
      actorCount: rec.getInt("actorCount"),
      targetId: target && target.hidden ? "" : rec.getString("targetId"),
      targetTitle: target ? (target.hidden ? "" : target.title) : rec.getString("targetTitle"),
      read: rec.getBool("read"),
      at: rec.getString("at"),
    };
    // The sentence the inbox shows and a push carries (notifications/text.js).
    item.text = notificationText(item);
    return item;
  });
}

/**
 * My unread chat messages: from others, after my read marker, in rooms whose users hold me (the
 * room list's rule), or in `roomId` only; the newest 100 per room, as I may read them
 * (core/visibility.js: not from members I blocked, not hidden by reports):
 * [{id, room, sender, created}]; for one room newest first and with `text` (a push's preview).
 */
function unreadMessages(dao, me, roomId) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const v = vis.viewer(me, dao);
  // Members I blocked are left out here already so that they do not take the places of messages
  // I can read; reports are decided by core/visibility.js below.
  const params = { me, room: roomId || "" };
  const skip = Object.keys(v.blocked).map((id, i) => ((params[`b${i}`] = id), `{:b${i}}`));
  const notBlocked = skip.length ? `AND sender NOT IN (${skip.join(",")})` : "";
  const text = roomId ? ", m.text AS text" : "";
  const rows = arrayOf(new DynamicModel({ id: "", room: "", sender: "", created: "", text: "" }));
  dao
    .db()
    .newQuery(
      `SELECT m.id AS id, m.chattingRoom AS room, m.sender AS sender, m.created AS created${text}
       FROM chattingRoom r JOIN message m
         ON m.id IN (SELECT id FROM message WHERE chattingRoom = r.id AND sender != {:me} ${notBlocked}
              AND created > COALESCE((SELECT readAt FROM chat_read WHERE member = {:me} AND room = r.id), '')
              ORDER BY created DESC LIMIT 100)
       WHERE EXISTS (SELECT 1 FROM json_each(r.users) WHERE value = {:me})${roomId ? ` AND r.id = {:room} ORDER BY m.created DESC, m.id DESC` : ""}`,
    )
    .bind(params)
    .all(rows);
  const unread = rows.map((r) => ({
    id: r.id,
    room: r.room,
    sender: r.sender,
    created: r.created,
    text: r.text,
  }));
  const why = vis.reasons("message", unread, v);
  return unread.filter((m) => !why[m.id]);
}

/** Sends a ping on the inbox topic to the recipient's own open connections (after commit). */
function push(recipient, data) {
  const clients = $app.subscriptionsBroker().clients();
  const body = JSON.stringify(data || {});
  for (const id in clients) {
    const client = clients[id];
    if (!client.hasSubscription(TOPIC)) continue;
    const auth = client.get("authRecord");
    if (!auth || auth.id !== recipient) continue;
    client.send(new SubscriptionMessage({ name: TOPIC, data: body }));
  }
}

/** Comment created (any path): the review's writer and, for a reply, the parent's author. */
function notifyComment(dao, comment) {
  let review;
  try {
    review = dao.findRecordById("bookReview", comment.getString("bookReviewId"));
  } catch (_) {
    return;
  }
  const actorId = comment.getString("author");
  const writer = review.getString("writer");
  const base = { actorId, targetId: review.id, targetTitle: review.getString("title") };
  const parentId = comment.getString("replyToId");
  let parentAuthor = "";
  if (parentId) {
    try {
      parentAuthor = dao.findRecordById("comments", parentId).getString("author");
    } catch (_) {
      parentAuthor = "";
    }
    if (parentAuthor)
      notify(
        dao,
        Object.assign(
          { recipient: parentAuthor, kind: "comment_reply", groupKey: `reply:${parentId}` },
          base,
        ),
      );
  }
  if (writer && writer !== parentAuthor) {
    notify(
      dao,
      Object.assign({ recipient: writer, kind: "review_comment", groupKey: `review:${review.id}` }, base),
    );
  }
}

/** The club fields a club notification carries. */
function club(clubRecord) {
  return { targetId: clubRecord.id, targetTitle: clubRecord.getString("title") };
}

/**
 * The same for a club being deleted: no link, and its title is the only copy left, so it is kept
 * only if the recipient may see the club now (core/visibility.js; "" shows as 가려진 모임).
 */
function goneClub(dao, clubRecord, recipient) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const item = { id: clubRecord.id, createUser: clubRecord.getString("createUser") };
  const hidden = vis.reasons("socialing", [item], vis.viewer(recipient, dao))[item.id];
  return { targetId: "", targetTitle: hidden ? "" : clubRecord.getString("title") };
}

module.exports = {
  TOPIC,
  notify,
  forgetActor,
  notifyComment,
  toPublicPage,
  push,
  club,
  goneClub,
  INBOX_WHERE,
  INBOX_WHERE_BEFORE,
  INBOX_ORDER,
  INBOX_PER_PAGE,
  UNREAD_SQL,
  inboxSql,
  unreadMessages,
};
