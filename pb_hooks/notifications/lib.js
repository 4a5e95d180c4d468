// Notifications: written by the server only, inside the caller's transaction (pass its dao).
// Load inside a handler: require(`${__hooks}/notifications/lib.js`). Docs: docs/notifications.md.
// Nothing private goes in: actors are member ids, targets are public club/review ids and titles.
// What the inbox shows is read at read time (inboxPage; a push, inboxItem): actors' names from `users` (a new
// nickname shows at once, a member who left shows as 탈퇴한 회원), the target's current title, or
// none when the reader may not see the target (core/visibility.js) or it is gone (only
// club_deleted keeps the title it was written with). A member the reader blocked is never
// an actor: notify() skips them, and a block removes them from the blocker's notifications.

const TOPIC = "inbox"; // custom realtime topic; the server sends it only to the recipient's own clients

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
 * moves it to the top. targetTitle is shown only by club_deleted (goneClub), once the club is gone.
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

// What a notification's target is, per kind (club_deleted finds none: the club is gone).
const TARGETS = [
  { collection: "bookReview", alias: "b", kinds: "n.kind IN ('review_comment', 'comment_reply')" },
  { collection: "socialing", alias: "s", kinds: "substr(n.kind, 1, 5) = 'club_'" },
];

// A target that is gone (no row: deleted) leaves no title and no link, as a hidden one: the stored
// title was copied when the notification was written, unchecked by anything the reader may see now
// (a club hidden by reports or a host they blocked before the deletion, a review its writer
// deleted). Only club_deleted keeps it: goneClub stored it for this recipient at the deletion, ""
// when they could not see the club then.
const GONE_TITLE = "CASE WHEN kind = 'club_deleted' THEN storedTitle ELSE '' END";

/**
 * Two CTEs, `targets` and `rows`: the rows of an inbox page, `FROM <from> n` (notifications'
 * columns), with what the reader sees of each: `actors` (a JSON array of the latest actor's current
 * nickname, "" for a member who left; [] when none: the sentence names one and counts the others,
 * and one primary-key lookup costs less than a json_each join), the target's `targetId` and `targetTitle`
 * (none when this reader may not see it, core/visibility.js where(), or it is gone: GONE_TITLE).
 * Each target is one LEFT JOIN by primary key, and where() is evaluated once per row (`shown`: 1,
 * 0, or NULL when no target row was found): its NOT IN subquery built per use was a third of the
 * statement's CPU (docs/performance.md). `params` gets where()'s parameters.
 */
function shownRowsSql(from, v, params) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const joins = [];
  const shown = [];
  const titles = [];
  for (const t of TARGETS) {
    const w = vis.where(t.collection, t.alias, v);
    Object.assign(params, w.params);
    joins.push(`LEFT JOIN ${t.collection} ${t.alias} ON ${t.kinds} AND ${t.alias}.id = n.targetId`);
    shown.push(`WHEN ${t.alias}.id IS NOT NULL THEN CASE WHEN ${w.sql} THEN 1 ELSE 0 END`);
    titles.push(`WHEN ${t.alias}.id IS NOT NULL THEN ${t.alias}.title`);
  }
  return `targets AS MATERIALIZED (SELECT n.id, n.kind, n.actorCount, n.read, n.at, n.targetId,
      n.targetTitle AS storedTitle,
      CASE WHEN json_valid(n.actorIds) AND json_array_length(n.actorIds) > 0
        THEN json_array(COALESCE((SELECT u.nickname FROM users u WHERE u.id = n.actorIds ->> '$[0]'), ''))
        ELSE '[]' END AS actors,
      CASE ${shown.join(" ")} END AS shown,
      CASE ${titles.join(" ")} END AS title
    FROM ${from} n ${joins.join(" ")}),
    rows AS (SELECT id, kind, actorCount, read, at, actors,
      CASE WHEN shown = 1 THEN targetId ELSE '' END AS targetId,
      CASE WHEN shown IS NULL THEN ${GONE_TITLE} WHEN shown = 1 THEN title ELSE '' END AS targetTitle
    FROM targets)`;
}

// The JSON of one inbox item, from a row `r` of shownRowsSql's `rows`: what the reader sees, and the
// inputs of its sentence, which the app writes (notifications/text.js notificationText; a push, too).
const ITEM_JSON = `json_object('id', r.id, 'kind', r.kind, 'actors', json(r.actors), 'actorCount', r.actorCount,
  'targetId', r.targetId, 'targetTitle', r.targetTitle,
  'read', json(CASE WHEN r.read THEN 'true' ELSE 'false' END), 'at', r.at)`;

// The inbox statement per shape (a cursor or not, a viewer with blocks or not), built once per JS
// VM: only its bound values change between requests.
const PAGE_SQL = {};

/**
 * One page of the member's inbox as the JSON the route answers, `{items, hasMore}`, written by
 * SQLite in one statement from the page query (inboxSql) and shownRowsSql: nothing is parsed or
 * re-serialised in the JS VM. Read on the app's DB with the statement prepared once per VM
 * (core/statements.js).
 */
function inboxPage(me, before, beforeId, v) {
  const params = { me, before, beforeId };
  const shape = `${before ? "cursor" : "first"}/${Object.keys(v.blocked).length ? "blocks" : "none"}`;
  if (!PAGE_SQL[shape]) {
    const rows = shownRowsSql(
      `(SELECT * FROM page ORDER BY at DESC, id DESC LIMIT ${INBOX_PER_PAGE})`,
      v,
      {},
    );
    PAGE_SQL[shape] = `WITH page AS (${inboxSql(!!before)}), ${rows}
      SELECT json_object(
        'items', (SELECT json_group_array(${ITEM_JSON} ORDER BY r.at DESC, r.id DESC) FROM rows r),
        'hasMore', json(CASE WHEN (SELECT COUNT(*) FROM page) > ${INBOX_PER_PAGE} THEN 'true' ELSE 'false' END)
      ) AS page`;
  }
  Object.assign(params, require(`${__hooks}/core/visibility.js`).whereParams(v));
  const row = new DynamicModel({ page: "" });
  require(`${__hooks}/core/statements.js`).read(PAGE_SQL[shape], (q) => q.bind(params).one(row));
  return row.page;
}

/**
 * One of `me`'s notifications as their inbox shows it (the same SQL and visibility as inboxPage):
 * what a push carries (its sentence: notifications/text.js). null when it is not theirs or is gone.
 */
function inboxItem(dao, me, id, v) {
  const params = { me, id };
  const rows = shownRowsSql(
    "(SELECT * FROM notifications WHERE id = {:id} AND recipient = {:me})",
    v,
    params,
  );
  const row = new DynamicModel({ items: "" });
  dao
    .db()
    .newQuery(`WITH ${rows} SELECT (SELECT json_group_array(${ITEM_JSON}) FROM rows r) AS items`)
    .bind(params)
    .one(row);
  return JSON.parse(row.items)[0] || null;
}

/**
 * My unread chat messages in one room, newest first: from others, after my read marker, the
 * newest 100 I may read (core/visibility.js where(): not from members I blocked, not hidden by
 * reports, left out in SQL so they take no place of a readable one), the same count as chatUnread
 * (notifications/routes.js): [{id, sender, created, text}] (a push's preview). Membership is the
 * caller's to check.
 */
function unreadMessages(dao, me, roomId, v) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const w = vis.where("message", "", v);
  const rows = arrayOf(new DynamicModel({ id: "", sender: "", created: "", text: "" }));
  dao
    .db()
    .newQuery(
      `SELECT id, sender, created, text FROM message WHERE chattingRoom = {:room} AND sender != {:me}
         AND ${w.sql}
         AND created > COALESCE((SELECT readAt FROM chat_read WHERE member = {:me} AND room = {:room}), '')
       ORDER BY created DESC, id DESC LIMIT 100`,
    )
    .bind(Object.assign({ me, room: roomId }, w.params))
    .all(rows);
  return rows.map((r) => ({ id: r.id, sender: r.sender, created: r.created, text: r.text }));
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
  const hidden = vis.reasonFor("socialing", clubRecord, vis.viewer(recipient, dao));
  return { targetId: "", targetTitle: hidden ? "" : clubRecord.getString("title") };
}

module.exports = {
  TOPIC,
  notify,
  forgetActor,
  notifyComment,
  inboxPage,
  inboxItem,
  unreadMessages,
  push,
  club,
  goneClub,
  INBOX_WHERE,
  INBOX_WHERE_BEFORE,
  INBOX_ORDER,
  INBOX_PER_PAGE,
  UNREAD_SQL,
  inboxSql,
};
