// Notifications: written by the server only, inside the caller's transaction (pass its dao).
// Load inside a handler: require(`${__hooks}/notifications-lib.js`). Docs: docs/notifications.md.
// Nothing private goes in: actors are public nicknames, targets are public club/review ids and titles.

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

function findUser(dao, id) {
  try {
    return dao.findRecordById("users", id);
  } catch (_) {
    return null;
  }
}

/**
 * n = { recipient, kind, actorId?, groupKey?, targetId?, targetTitle? }.
 * Never for the actor's own action. With a groupKey, a new event joins the recipient's unread
 * notification with the same key (민지 님 외 3명이 …) and moves it to the top.
 */
function notify(dao, n) {
  if (!n.recipient || (n.actorId && n.actorId === n.recipient)) return;
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
      actors: [],
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
    const actor = findUser(dao, n.actorId);
    const ids = parseJson(rec, "actorIds", []).filter((x) => x !== n.actorId);
    const names = parseJson(rec, "actors", []).filter((a) => a && a.id !== n.actorId);
    ids.unshift(n.actorId);
    names.unshift({ id: n.actorId, nickname: actor ? actor.getString("nickname") : "" });
    rec.set("actorIds", ids);
    rec.set("actors", names.slice(0, SHOWN_ACTORS));
    rec.set("actorCount", ids.length);
  }
  rec.set("at", nowText());
  dao.saveRecord(rec);
}

/** The public shape a member's client gets for one of their notifications. */
function toPublic(rec) {
  return {
    id: rec.id,
    kind: rec.getString("kind"),
    actors: parseJson(rec, "actors", []).map((a) => String((a && a.nickname) || "")),
    actorCount: rec.getInt("actorCount"),
    targetId: rec.getString("targetId"),
    targetTitle: rec.getString("targetTitle"),
    read: rec.getBool("read"),
    at: rec.getString("at"),
  };
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

module.exports = {
  TOPIC,
  notify,
  notifyComment,
  toPublic,
  push,
  club,
  INBOX_WHERE,
  INBOX_WHERE_BEFORE,
  INBOX_ORDER,
  INBOX_PER_PAGE,
  UNREAD_SQL,
  inboxSql,
};
