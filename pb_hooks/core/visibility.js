// What a viewer sees of a record, decided in one place (docs/security.md "Derived copies" and
// "Visibility in SQL"). Load inside a handler: require(`${__hooks}/core/visibility.js`).
//
// Three facts about a source record decide what any response built from it may show:
//   - blocked:  the viewer blocked its author (`blocks`; the viewer's own users.blockedIds mirrors
//               it): not shown to them;
//   - reported: hidden by reports (the record's hiddenByReports, which mirrors report_hidden, written
//               by safety/lib.js hideIfReported): not shown to anyone, its author included;
//   - author deleted: the content stays and its author shows as the empty card of the tombstone
//               (탈퇴한 회원), because names are always read from `users` at read time, never copied.
// Both are columns SQLite reads with the row, so the decision costs no query of its own:
//   - records API: the list and view rules of bookReview, comments, socialing and
//     socialingQueryAnswer (pb_migrations/1732201880_visibility_in_sql.js) leave such records out of
//     PocketBase's own query, its page, its totals and its expands; records() below checks the page
//     again (no query) and handles what stays in place;
//   - custom routes: where() gives the same rule as an SQL condition for their own queries.
// "Not shown" is per kind (KINDS below): left out, or, for chat messages (their place in a room's
// order is itself shown), kept in place with `text: ""` and `hiddenReason`. Everything derived from
// these records (room previews, notification names and titles, counts, unread totals, files,
// realtime payloads) is computed through reasons()/records()/where() at read time.

// type: the report target type ("" = cannot be reported). inRule: the collection's API rules leave
// it out (a kind that is not is kept in place, emptied: `emptied`).
const KINDS = {
  bookReview: { type: "review", owner: "writer", inRule: true },
  comments: { type: "comment", owner: "author", inRule: true },
  socialing: { type: "club", owner: "createUser", inRule: true },
  socialingQueryAnswer: { type: "", owner: "answerUser", inRule: true }, // in a club's expand
  message: { type: "message", owner: "sender", inRule: false, emptied: { text: "" } },
};
const FLAG = "hiddenByReports";

const PREVIEW_CHARS = 100; // the room list's one-line preview

/** A users.blockedIds value (a JSON list kept by SQLite triggers, or "") -> ids. */
function parseIds(text) {
  if (!text) return [];
  try {
    const ids = JSON.parse(text);
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch (_) {
    return [];
  }
}

function make(authId, ids, dao) {
  const blocked = {};
  for (const id of ids) blocked[id] = true;
  return { id: authId || "", blocked, blockedJson: JSON.stringify(ids), dao };
}

/** The viewer of a response: their id ("" for a visitor) and who they blocked (one query). */
function viewer(authId, dao) {
  const d = dao || $app.dao();
  return make(authId, require(`${__hooks}/safety/lib.js`).blockedIdsOf(authId, d), d);
}

/** The viewer of a request: read from its auth record (loaded with the request: no query). */
function viewerOf(c, dao) {
  const auth = c.get("authRecord");
  if (!auth || auth.collection().name !== "users") return make("", [], dao || $app.dao());
  return make(auth.id, parseIds(auth.getString("blockedIds")), dao || $app.dao());
}

/** The one rule: "" (shown), "blocked" (by this viewer) or "reported" (for everyone). */
function reasonOf(authorBlocked, reported) {
  if (authorBlocked) return "blocked";
  return reported ? "reported" : "";
}

const isRecord = (item) => !!item && typeof item.collection === "function";
const field = (item, name) => (isRecord(item) ? item.get(name) : item[name]);

/** The reason this viewer may not see one item (a Go record or a plain object with the fields). */
function reasonFor(collection, item, v) {
  const kind = KINDS[collection];
  if (!kind) return "";
  return reasonOf(!!v.blocked[String(field(item, kind.owner) || "")], !!(kind.type && field(item, FLAG)));
}

/**
 * {id: reason} for the items of `collection` the viewer may not see (Go records or plain objects
 * carrying `id`, the author field and hiddenByReports). Shown ones are absent. No query.
 */
function reasons(collection, items, v) {
  const out = {};
  for (const item of items) {
    const reason = reasonFor(collection, item, v);
    if (reason) out[String(field(item, "id"))] = reason;
  }
  return out;
}

/** One item as the viewer gets it with that reason: itself, emptied in place, or null. */
function shown(collection, item, reason) {
  const kind = KINDS[collection];
  if (!reason || !kind) return item;
  if (!kind.emptied) return null;
  if (!isRecord(item)) return Object.assign({}, item, kind.emptied, { hiddenReason: reason });
  for (const key in kind.emptied) item.set(key, kind.emptied[key]);
  item.withUnknownData(true);
  item.set("hiddenReason", reason);
  return item;
}

/**
 * The SQL condition "a row of `collection` (as `alias`) this viewer may see", for custom routes'
 * own queries (the same rule as the API rules and records()): {sql, params}. Put `params` into
 * the query's bind (one parameter, vis_blocked: the viewer's blocked ids as JSON).
 *   const w = vis.where("socialing", "s", vis.viewerOf(c));
 *   dao.db().newQuery(`SELECT s.id FROM socialing s WHERE ${w.sql} ...`).bind(Object.assign({...}, w.params))
 */
function where(collection, alias, v) {
  const kind = KINDS[collection];
  if (!kind) throw new Error(`no visibility rule for ${collection}`);
  const a = alias ? `${alias}.` : "";
  const parts = [];
  if (kind.type) parts.push(`${a}${FLAG} = FALSE`);
  if (Object.keys(v.blocked).length)
    parts.push(`${a}${kind.owner} NOT IN (SELECT value FROM json_each({:vis_blocked}))`);
  return { sql: parts.length ? `(${parts.join(" AND ")})` : "1", params: whereParams(v) };
}

/** The parameters of every where() for this viewer (for a statement built once and bound again). */
function whereParams(v) {
  return { vis_blocked: v.blockedJson };
}

/** Visits every record nested in `expand` (Go records), depth first. */
function expandedLists(record, fn) {
  const expand = record.expand();
  for (const key in expand) {
    const value = expand[key];
    if (!value) continue;
    const one = isRecord(value);
    const list = [];
    if (one) list.push(value);
    else for (let i = 0; i < value.length; i++) list.push(value[i]);
    fn(key, list, one, expand);
  }
}

/**
 * Expanded records go through the same rule as listed ones, at any depth (PocketBase's expand
 * applied the view rules, which leave blocks to the hooks).
 */
function checkExpands(records, v) {
  for (const record of records) {
    expandedLists(record, (key, list, one, expand) => {
      const kept = list.filter((r) => shown(r.collection().name, r, reasonFor(r.collection().name, r, v)));
      checkExpands(kept, v);
      if (kept.length === list.length) return;
      const next = {};
      for (const k in expand) next[k] = expand[k];
      if (one && !kept.length) delete next[key];
      else next[key] = one ? kept[0] : kept;
      record.setExpand(next);
    });
  }
}

/**
 * A room's preview is its latest message as this viewer sees it (the message rule above), read
 * at read time: no copy of any message text is stored on the room. lastMessageAt (kept by
 * chat.pb.js) only orders the list; it is the time of a message the timeline also shows in place.
 */
function fillRoomPreviews(rooms, v) {
  if (!rooms.length) return rooms;
  const params = {};
  const marks = rooms.map((r, i) => ((params[`r${i}`] = r.id), `{:r${i}}`));
  const rows = arrayOf(new DynamicModel({ id: "", room: "", sender: "", text: "", hiddenByReports: false }));
  v.dao
    .db()
    .newQuery(
      "SELECT m.id AS id, m.chattingRoom AS room, m.sender AS sender, m.text AS text, m.hiddenByReports AS hiddenByReports " +
        "FROM chattingRoom r JOIN message m ON m.id = (SELECT id FROM message WHERE chattingRoom = r.id " +
        `ORDER BY created DESC, id DESC LIMIT 1) WHERE r.id IN (${marks.join(",")})`,
    )
    .bind(params)
    .all(rows);
  const byRoom = {};
  for (const r of rows) {
    const m = { id: r.id, room: r.room, sender: r.sender, text: r.text, hiddenByReports: r.hiddenByReports };
    byRoom[m.room] = shown("message", m, reasonFor("message", m, v));
  }
  for (const room of rooms) {
    const m = byRoom[room.id];
    room.withUnknownData(true);
    room.set(
      "lastMessageText",
      m ? Array.from(String(m.text).replace(/\s+/g, " ")).slice(0, PREVIEW_CHARS).join("") : "",
    );
    if (m && m.hiddenReason) room.set("lastMessageHiddenReason", m.hiddenReason);
  }
  return rooms;
}

/**
 * A room's name is its club's title for every member of the room, read at read time. A member who
 * blocked the host still sees it: the room is theirs too (they joined that club), blocking hides
 * what the host writes, and the title is shown to visitors in the club list anyway. A club hidden
 * by reports (or gone) gives "" for everyone, as its notifications say 가려진 모임.
 */
function fillRoomTitles(rooms, v) {
  const ids = [];
  for (const r of rooms) {
    const id = r.getString("socialing");
    if (id && ids.indexOf(id) < 0) ids.push(id);
  }
  const titles = {};
  for (let i = 0; i < ids.length; i += 500) {
    const params = {};
    const marks = ids.slice(i, i + 500).map((id, k) => ((params[`s${k}`] = id), `{:s${k}}`));
    const rows = arrayOf(new DynamicModel({ id: "", title: "", hiddenByReports: false }));
    v.dao
      .db()
      .newQuery(
        `SELECT id, title, ${FLAG} AS hiddenByReports FROM socialing WHERE id IN (${marks.join(",")})`,
      )
      .bind(params)
      .all(rows);
    for (const r of rows) if (!r.hiddenByReports) titles[r.id] = r.title;
  }
  for (const room of rooms) {
    room.withUnknownData(true);
    room.set("clubTitle", titles[room.getString("socialing")] || "");
  }
}

/** Every value a room shows that comes from another record. */
function fillRooms(rooms, v) {
  fillRoomPreviews(rooms, v);
  fillRoomTitles(rooms, v);
  return rooms;
}

/**
 * A comment lists its replies (replyIdArray: the app's "답글 N개 더보기") as the viewer sees them.
 * A deleted comment kept only for its replies goes when none of them is shown, as the server
 * removes it when its last reply goes. One query for the page's replies.
 */
function keepShownReplies(comments, v) {
  const ids = [];
  for (const c of comments) {
    const replies = c.getStringSlice("replyIdArray");
    for (let i = 0; i < replies.length; i++) ids.push(replies[i]);
  }
  if (!ids.length) return comments;
  const visible = {};
  const w = where("comments", "", v);
  for (let i = 0; i < ids.length; i += 500) {
    const params = Object.assign({}, w.params);
    const marks = ids.slice(i, i + 500).map((id, k) => ((params[`c${k}`] = id), `{:c${k}}`));
    const rows = arrayOf(new DynamicModel({ id: "" }));
    v.dao
      .db()
      .newQuery(`SELECT id FROM comments WHERE id IN (${marks.join(",")}) AND ${w.sql}`)
      .bind(params)
      .all(rows);
    for (const r of rows) visible[r.id] = true;
  }
  return comments.filter((c) => {
    const replies = c.getStringSlice("replyIdArray");
    if (!replies.length) return true;
    const kept = [];
    for (let i = 0; i < replies.length; i++) if (visible[replies[i]]) kept.push(replies[i]);
    if (kept.length !== replies.length) c.set("replyIdArray", kept);
    return !(c.getBool("deleted") && !kept.length);
  });
}

// Values derived from other records, per collection, computed for this viewer (Go records).
const DERIVED = { chattingRoom: fillRooms, comments: keepShownReplies };

/**
 * Records of `collection` (Go records) as `v` sees them: content the viewer may not see is left
 * out or emptied in place (KINDS), derived values computed (DERIVED). O(page): one query at most (a
 * page's replies or rooms' previews), none for the decision itself.
 * `decided`: what PocketBase's API rule already left out of these records, for an `inRule` kind:
 * "list" (list rules: reports and blocks, nothing left to check), "view" (view rules: reports;
 * the blocks are checked here), or nothing (a route's own read: everything is checked here).
 */
function records(collection, list, v, decided) {
  const kind = KINDS[collection];
  const blocks = Object.keys(v.blocked).length > 0;
  const inRule = !!kind && kind.inRule;
  const checkBlocks = !!kind && blocks && !(inRule && decided === "list");
  const checkReports = !!kind && !!kind.type && !(inRule && decided);
  let out = [];
  for (let i = 0; i < list.length; i++) {
    const r = list[i];
    if (!checkBlocks && !checkReports) {
      out.push(r);
      continue;
    }
    const why = reasonOf(
      checkBlocks && !!v.blocked[r.getString(kind.owner)],
      checkReports && r.getBool(FLAG),
    );
    const kept = shown(collection, r, why);
    if (kept) out.push(kept);
  }
  if (DERIVED[collection]) out = DERIVED[collection](out, v);
  return out;
}

/** One record: null when the viewer may not see it (a message comes back emptied). */
function one(collection, record, v, decided) {
  const out = records(collection, [record], v, decided);
  return out.length ? out[0] : null;
}

/** The reason `authId` may not see this stored record ("" when they may). */
function reasonForRecord(record, authId, dao) {
  const name = record.collection().name;
  const kind = KINDS[name];
  if (!kind) return "";
  const blocked = authId
    ? require(`${__hooks}/safety/lib.js`).isBlocked(authId, record.getString(kind.owner), dao)
    : false;
  return reasonOf(blocked, !!(kind.type && record.getBool(FLAG)));
}

/**
 * onFileDownloadRequest: a file (and each of its thumbnails, the same route with ?thumb=) is
 * served only while its record is: a hidden review's cover or club's photo answers PocketBase's
 * own 404 for a missing file. Image requests carry no token, so in practice this is the reports
 * rule (a column of the record: no query); a request with a member's token also gets their blocks.
 */
function checkFile(e) {
  const c = e.httpContext;
  if (c.get("admin")) return;
  if (reasonFor(e.record.collection().name, e.record, viewerOf(c))) throw new NotFoundError();
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
  FLAG,
  parseIds,
  viewer,
  viewerOf,
  reasonOf,
  reasonFor,
  reasons,
  shown,
  where,
  whereParams,
  records,
  one,
  checkExpands,
  reasonForRecord,
  checkFile,
  dropUnseenTopics,
  checkSubscriptions,
};
