// Shared privacy helpers. Load inside a handler with require(`${__hooks}/core/privacy.js`):
// handlers in 0.22 cannot see top-level variables of their .pb.js file.

// What anyone may see of another member: their public card.
const PUBLIC_USER_KEYS = ["id", "collectionId", "collectionName", "nickname", "img"];
const CARD_FIELDS = PUBLIC_USER_KEYS.filter((k) => ["id", "collectionId", "collectionName"].indexOf(k) < 0);

function authIdOf(c) {
  const auth = c && c.get("authRecord");
  return auth ? auth.id : "";
}

function isAdmin(c) {
  return !!(c && c.get("admin"));
}

// A card is a record of an in-memory view collection with the users collection's id and name and
// only the card's fields: PocketBase serialises it as exactly PUBLIC_USER_KEYS (a view record
// without created/updated has neither). Built once per JS VM.
let cardCollection = null;
function cardOf(user, cards) {
  const id = user.id;
  if (cards && cards[id]) return cards[id];
  if (!cardCollection) {
    const users = $app.dao().findCollectionByNameOrId("users");
    cardCollection = new Collection({
      id: users.id,
      name: users.name,
      type: "view",
      // A single file keeps its file name as a string; nothing here is validated or saved.
      schema: CARD_FIELDS.map((name) => {
        const type = users.schema.getFieldByName(name).type;
        return { name, type, options: type === "file" ? { maxSelect: 1, maxSize: 1 } : {} };
      }),
    });
  }
  const data = { id };
  const plain = typeof user.get !== "function"; // a row read by memberCards
  for (const name of CARD_FIELDS) data[name] = plain ? user[name] : user.get(name);
  const card = new Record(cardCollection, data);
  if (cards) cards[id] = card;
  return card;
}

const isRecord = (value) => !!value && typeof value.collection === "function";

// "genre,answer.answerUser" -> {genre: {}, answer: {answerUser: {}}} (the request's expand, as a
// tree), per JS VM. null walks every expanded key (custom routes that expand in code).
const trees = new Map();
function expandTree(expand) {
  if (expand === null || expand === undefined) return null;
  let tree = trees.get(expand);
  if (!tree) {
    tree = {};
    for (const path of String(expand).split(",")) {
      let node = tree;
      for (const key of path.split(".")) if (key) node = node[key] = node[key] || {};
    }
    if (trees.size > 200) trees.clear();
    trees.set(expand, tree);
  }
  return tree;
}

// "bookReview.writer" -> "users": the collection a relation field points to, per JS VM (the
// schema changes only with a migration, i.e. a restart). "" when it is not a relation field.
const targets = {};
function targetOf(collectionName, key) {
  const k = `${collectionName}.${key}`;
  if (!(k in targets)) {
    const field = $app.dao().findCollectionByNameOrId(collectionName).schema.getFieldByName(key);
    targets[k] =
      field && field.type === "relation"
        ? $app.dao().findCollectionByNameOrId(field.options.collectionId).name
        : "";
  }
  return targets[k];
}

/** Every record under `record.expand` (along `tree`, or everywhere) as authId may get it. */
function publicExpand(record, name, authId, tree, cards) {
  const expand = record.expand(); // a copy: the result is set back below
  const keys = tree ? Object.keys(tree) : Object.keys(expand);
  let changed = false;
  for (const key of keys) {
    const value = expand[key];
    if (!value) continue;
    const sub = tree ? tree[key] : null;
    const one = isRecord(value);
    const target = targetOf(name, key) || (one ? value : value[0]).collection().name;
    if (one) {
      const r = publicOne(value, target, authId, sub, cards);
      changed = changed || r !== value;
      expand[key] = r;
      continue;
    }
    const list = [];
    for (let i = 0; i < value.length; i++) {
      const r = publicOne(value[i], target, authId, sub, cards);
      changed = changed || r !== value[i];
      list.push(r);
    }
    expand[key] = list;
  }
  if (changed) record.setExpand(expand);
}

function publicOne(record, name, authId, tree, cards) {
  if (name === "users" && record.id !== authId) return cardOf(record, cards);
  if (!tree || Object.keys(tree).length) publicExpand(record, name, authId, tree, cards);
  return record;
}

/**
 * A record as authId may receive it, in place and without leaving Go: every other member in it
 * (itself or in `expand`, at any depth) becomes their public card. Returns the record, or the card
 * when the record is another member. PocketBase then serialises it as it would its own. `expand`
 * (the request's expand parameter, which is all PocketBase expanded) limits the walk to those
 * paths; without it every expanded key is walked.
 */
function publicRecord(record, authId, expand) {
  return publicOne(record, record.collection().name, authId, expandTree(expand), {});
}

/** The same for records of one collection (a list page). */
function publicRecords(records, collectionName, authId, expand) {
  const tree = expandTree(expand);
  const cards = {};
  const out = [];
  for (let i = 0; i < records.length; i++)
    out.push(publicOne(records[i], collectionName, authId, tree, cards));
  return out;
}

// Collections anyone may view (view rule ""), per JS VM: expanding them needs no rule.
const open = {};
function isOpen(name) {
  if (!(name in open)) {
    const rule = $app.dao().findCollectionByNameOrId(name).viewRule;
    open[name] = rule !== null && rule !== undefined && String(rule) === "";
  }
  return open[name];
}

/**
 * The records API's expand (the request's `expand`, one of the app's shapes), with other members
 * as public cards from the start. When every collection on the expand paths is `users` or one
 * anyone may view (the lists' writer, author, sender, host and genre), PocketBase expands with our
 * fetch: members are read as cards in one query per relation (id, nickname, img: never a whole
 * users row) and the rest without a rule; otherwise PocketBase's own expand (its view rules apply
 * to each expanded collection, and the viewer `v`'s blocks are checked here: core/visibility.js) and
 * the cards after it. Returns the records as authId may receive them.
 */
function expandPublic(c, records, collectionName, authId, v) {
  const expand = String(c.queryParam("expand") || "");
  // A members record itself goes the general way (PocketBase shows the caller their own e-mail).
  if (collectionName === "users" || !openPaths(collectionName, expandTree(expand))) {
    $apis.enrichRecords(c, $app.dao(), records);
    // The view rules of expanded collections left out what reports hid; the viewer's blocks here.
    if (expand) require(`${__hooks}/core/visibility.js`).checkExpands(records, v);
    return publicRecords(records, collectionName, authId, expand);
  }
  if (!expand || !records.length) return records;
  const me = c.get("authRecord");
  $app
    .dao()
    .expandRecords(records, expand.split(","), (collection, ids) =>
      collection.name === "users" ? memberCards(ids, me) : $app.dao().findRecordsByIds(collection.id, ids),
    );
  return records;
}

/** True when every collection under `tree` (from `collectionName`) is users or open to anyone. */
function openPaths(collectionName, tree) {
  for (const key of Object.keys(tree)) {
    const target = targetOf(collectionName, key);
    if (!target || (target !== "users" && !isOpen(target))) return false;
    if (target === "users" ? Object.keys(tree[key]).length : !openPaths(target, tree[key])) return false;
  }
  return true;
}

/** Cards of these members in one query (the caller: their own record, as PocketBase gives it). */
function memberCards(ids, me) {
  const out = [];
  if (!ids.length) return out;
  const params = {};
  const marks = ids.map((id, i) => ((params[`m${i}`] = id), `{:m${i}}`));
  const rows = arrayOf(new DynamicModel({ id: "", nickname: "", img: "" }));
  $app
    .dao()
    .db()
    .newQuery(`SELECT id, nickname, img FROM users WHERE id IN (${marks.join(",")})`)
    .bind(params)
    .all(rows);
  for (const row of rows) {
    if (me && row.id === me.id) {
      me.ignoreEmailVisibility(true);
      out.push(me);
    } else out.push(cardOf(row, null));
  }
  return out;
}

/** Record (with its expand) -> plain object safe to send to authId (for routes that build answers). */
function exportRecord(record, authId) {
  return JSON.parse(JSON.stringify(publicRecord(record, authId)));
}

function exportRecords(records, authId) {
  const out = [];
  for (let i = 0; i < records.length; i++) out.push(exportRecord(records[i], authId));
  return out;
}

/** Auth routes answer with the member's own record only: no client query is accepted there. */
function refuseQuery(c) {
  if (c.get("admin")) return;
  for (const key of ["filter", "sort", "expand", "fields"]) {
    if (c.queryParam(key)) throw new BadRequestError("허용되지 않은 요청이에요.");
  }
}

module.exports = {
  PUBLIC_USER_KEYS,
  authIdOf,
  isAdmin,
  publicRecord,
  publicRecords,
  expandPublic,
  memberCards,
  exportRecord,
  exportRecords,
  refuseQuery,
};
