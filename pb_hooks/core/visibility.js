// What a viewer sees of a record, decided in one place (docs/security.md "Derived copies").
// Load inside a handler: require(`${__hooks}/core/visibility.js`).
//
// Three facts about a source record decide what any response built from it may show:
//   - blocked:  the viewer blocked its author (safety/lib.js blockedIdsOf): not shown to them;
//   - reported: hidden by reports (safety/lib.js hiddenIdsOf, which owns the counting): not shown
//               to anyone, its author included;
//   - author deleted: the content stays and its author shows as the empty card of the tombstone
//               (탈퇴한 회원), because names are always read from `users` at read time, never copied.
// "Not shown" is per kind (KINDS below): left out, or, for chat messages (their place in a room's
// order is itself shown), kept in place with `text: ""` and `hiddenReason`. Everything derived from
// these records (room previews, notification names and titles, counts, unread totals, files,
// realtime payloads) is computed through reasons()/apply() at read time.

// type: the report target type (safety/lib.js hiddenIdsOf; "" = cannot be reported).
const KINDS = {
  bookReview: { type: "review", owner: "writer", hide: () => null },
  comments: { type: "comment", owner: "author", hide: () => null },
  socialing: { type: "club", owner: "createUser", hide: () => null },
  socialingQueryAnswer: { type: "", owner: "answerUser", hide: () => null }, // in a club's expand
  message: {
    type: "message",
    owner: "sender",
    hide: (item, reason) => Object.assign({}, item, { text: "", hiddenReason: reason }),
  },
};

const PREVIEW_CHARS = 100; // the room list's one-line preview

/** The viewer of a response: their id ("" for a visitor) and who they blocked, read once. */
function viewer(authId, dao) {
  const d = dao || $app.dao();
  const blocked = {};
  for (const id of require(`${__hooks}/safety/lib.js`).blockedIdsOf(authId, d)) blocked[id] = true;
  return { id: authId || "", blocked, dao: d };
}

/** The one rule: "" (shown), "blocked" (by this viewer) or "reported" (for everyone). */
function reasonOf(authorBlocked, reported) {
  if (authorBlocked) return "blocked";
  return reported ? "reported" : "";
}

/** Ids of `type` hidden by reports, asked in slices (SQLite binds a bounded number of values). */
function reportedIds(type, ids, dao) {
  const safety = require(`${__hooks}/safety/lib.js`);
  const out = {};
  for (let i = 0; i < ids.length; i += 500) {
    for (const id of safety.hiddenIdsOf(type, ids.slice(i, i + 500), dao)) out[id] = true;
  }
  return out;
}

/**
 * {id: reason} for the records of `collection` the viewer may not see (plain objects with `id` and
 * the author field; an author that is not a plain id counts as not blocked). Shown ones are absent.
 */
function reasons(collection, items, v) {
  const kind = KINDS[collection];
  const out = {};
  if (!kind || !items.length) return out;
  const reported = kind.type
    ? reportedIds(
        kind.type,
        items.map((i) => i.id),
        v.dao,
      )
    : {};
  for (const item of items) {
    const reason = reasonOf(!!v.blocked[item[kind.owner]], !!reported[item.id]);
    if (reason) out[item.id] = reason;
  }
  return out;
}

/** One record as the viewer gets it with that reason: itself, the emptied message, or null. */
function shown(collection, item, reason) {
  const kind = KINDS[collection];
  return reason && kind ? kind.hide(item, reason) : item;
}

/** Visits every record nested in `expand` (plain objects as core/privacy.js exports them). */
function eachExpanded(items, fn) {
  for (const item of items) {
    if (!item || typeof item !== "object" || !item.expand) continue;
    for (const key of Object.keys(item.expand)) {
      const value = item.expand[key];
      const list = Array.isArray(value) ? value : [value];
      for (const nested of list) if (nested && typeof nested === "object") fn(nested);
      eachExpanded(list, fn);
    }
  }
}

/** Expanded records (clubs in a room, liked clubs...) go through the same rule as listed ones. */
function applyToExpands(items, v) {
  const byCollection = {};
  eachExpanded(items, (r) => {
    if (KINDS[r.collectionName])
      (byCollection[r.collectionName] = byCollection[r.collectionName] || []).push(r);
  });
  const why = {};
  for (const name of Object.keys(byCollection)) {
    const r = reasons(name, byCollection[name], v);
    for (const id of Object.keys(r)) why[`${name}/${id}`] = r[id];
  }
  if (!Object.keys(why).length) return;
  const rewrite = (item) => {
    if (!item || typeof item !== "object" || !item.expand) return;
    for (const key of Object.keys(item.expand)) {
      const value = item.expand[key];
      const list = (Array.isArray(value) ? value : [value])
        .map((n) =>
          n && n.collectionName ? shown(n.collectionName, n, why[`${n.collectionName}/${n.id}`]) : n,
        )
        .filter((n) => n !== null);
      list.forEach(rewrite);
      if (Array.isArray(value)) item.expand[key] = list;
      else if (list.length) item.expand[key] = list[0];
      else delete item.expand[key];
    }
  };
  items.forEach(rewrite);
}

/**
 * A room's preview is its latest message as this viewer sees it (the message rule above), read
 * at read time: no copy of any message text is stored on the room. lastMessageAt (kept by
 * chat.pb.js) only orders the list; it is the time of a message the timeline also shows in place.
 */
function fillRoomPreviews(rooms, v) {
  if (!rooms.length) return;
  const params = {};
  const marks = rooms.map((r, i) => ((params[`r${i}`] = r.id), `{:r${i}}`));
  const rows = arrayOf(new DynamicModel({ id: "", room: "", sender: "", text: "", created: "" }));
  v.dao
    .db()
    .newQuery(
      "SELECT m.id AS id, m.chattingRoom AS room, m.sender AS sender, m.text AS text, m.created AS created " +
        "FROM chattingRoom r JOIN message m ON m.id = (SELECT id FROM message WHERE chattingRoom = r.id " +
        `ORDER BY created DESC, id DESC LIMIT 1) WHERE r.id IN (${marks.join(",")})`,
    )
    .bind(params)
    .all(rows);
  const latest = rows.map((r) => ({ id: r.id, room: r.room, sender: r.sender, text: r.text }));
  const why = reasons("message", latest, v);
  const byRoom = {};
  for (const m of latest) byRoom[m.room] = shown("message", m, why[m.id]);
  for (const room of rooms) {
    const m = byRoom[room.id];
    room.lastMessageText = m
      ? Array.from(String(m.text).replace(/\s+/g, " ")).slice(0, PREVIEW_CHARS).join("")
      : "";
    if (m && m.hiddenReason) room.lastMessageHiddenReason = m.hiddenReason;
  }
}

/**
 * A comment lists its replies (replyIdArray: the app's "답글 N개 더보기") as the viewer sees them.
 * A deleted comment kept only for its replies goes when none of them is shown, as the server
 * removes it when its last reply goes.
 */
function keepShownReplies(comments, v) {
  const ids = [];
  for (const c of comments) for (const id of c.replyIdArray || []) ids.push(id);
  if (!ids.length) return comments;
  const replies = [];
  for (let i = 0; i < ids.length; i += 500) {
    const params = {};
    const marks = ids.slice(i, i + 500).map((id, k) => ((params[`c${k}`] = id), `{:c${k}}`));
    const rows = arrayOf(new DynamicModel({ id: "", author: "" }));
    v.dao
      .db()
      .newQuery(`SELECT id, author FROM comments WHERE id IN (${marks.join(",")})`)
      .bind(params)
      .all(rows);
    for (const r of rows) replies.push({ id: r.id, author: r.author });
  }
  const why = reasons("comments", replies, v);
  return comments.filter((c) => {
    if (!c.replyIdArray || !c.replyIdArray.length) return true;
    c.replyIdArray = c.replyIdArray.filter((id) => !why[id]);
    return !(c.deleted && !c.replyIdArray.length);
  });
}

// Values derived from other records, per collection, computed for this viewer.
const DERIVED = { chattingRoom: fillRoomPreviews, comments: keepShownReplies };

/**
 * Exported records (plain objects) of `collection` as `v` sees them: content the viewer may not
 * see is left out or emptied in place (KINDS), derived values computed (DERIVED), nested expands
 * likewise.
 */
function apply(collection, items, v) {
  if (!items || !items.length) return items || [];
  const why = reasons(collection, items, v);
  let out = items.map((i) => shown(collection, i, why[i.id])).filter((i) => i !== null);
  if (DERIVED[collection]) out = DERIVED[collection](out, v) || out;
  applyToExpands(out, v);
  return out;
}

/** One exported record: null when the viewer may not see it (a message comes back emptied). */
function applyOne(collection, item, v) {
  const out = apply(collection, [item], v);
  return out.length ? out[0] : null;
}

/** The reason `authId` may not see this stored record ("" when they may). */
function reasonForRecord(record, authId, dao) {
  const name = record.collection().name;
  const kind = KINDS[name];
  if (!kind) return "";
  const item = { id: record.id, [kind.owner]: record.getString(kind.owner) };
  return reasons(name, [item], viewer(authId, dao))[record.id] || "";
}

/**
 * onFileDownloadRequest: a file (and each of its thumbnails, the same route with ?thumb=) is
 * served only while its record is: a hidden review's cover or club's photo answers PocketBase's
 * own 404 for a missing file. Image requests carry no token, so in practice this is the reports
 * rule; a request with a member's token also gets their blocks.
 */
function checkFile(e) {
  const c = e.httpContext;
  if (c.get("admin")) return;
  if (reasonForRecord(e.record, require(`${__hooks}/core/privacy.js`).authIdOf(c), $app.dao()))
    throw new NotFoundError();
}

/**
 * Realtime record topics ("socialing/{id}") carry the record itself: a client whose member may
 * not see it loses the topic. Called after a subscription (for that client) and before the
 * record is saved or deleted (for every client holding it), i.e. before PocketBase broadcasts.
 */
function dropUnseenTopics(record, dao, only) {
  if (!KINDS[record.collection().name]) return;
  const prefix = `${record.collection().name}/${record.id}`;
  const clients = only ? { one: only } : $app.subscriptionsBroker().clients();
  for (const key in clients) {
    const client = clients[key];
    const topics = [];
    const subs = client.subscriptions(prefix);
    for (const topic in subs) topics.push(topic);
    if (!topics.length) continue;
    const auth = client.get("authRecord");
    if (!reasonForRecord(record, auth ? auth.id : "", dao)) continue;
    for (const topic of topics) client.unsubscribe(topic);
  }
}

/** After a subscription request: record topics of records this client may not see are dropped. */
function checkSubscriptions(client) {
  const subs = client.subscriptions();
  for (const topic in subs) {
    const [name, id] = topic.split("?")[0].split("/");
    if (!KINDS[name] || !id || id === "*") continue;
    let record;
    try {
      record = $app.dao().findRecordById(name, id);
    } catch (_) {
      continue;
    }
    dropUnseenTopics(record, $app.dao(), client);
  }
}

module.exports = {
  KINDS,
  viewer,
  reasonOf,
  reasons,
  shown,
  apply,
  applyOne,
  reasonForRecord,
  checkFile,
  dropUnseenTopics,
  checkSubscriptions,
};
