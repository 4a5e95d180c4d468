// Deny by default: the only query shapes a non-admin client may send to the records API and to
// realtime. Load inside a handler: require(`${__hooks}/core/query-shapes.js`).
//
// Why: PocketBase 0.22 does not apply a related collection's rules inside filters, so any
// client-written filter/sort could read private values through relations and back-relations
// (`writer.phone~'010%'`, `chattingRoom.message_via_chattingRoom.text~'…'`). Instead of
// recognising bad expressions, a request is accepted only when each part equals one of the app's
// own shapes below. A filter must equal its template with the placeholders replaced by values
// from an alphabet without quotes or backslashes, so PocketBase's parser cannot read it any other
// way than we do. A collection that is not listed here cannot be listed or viewed at all.
//
// Placeholders in filters and topics:
//   {id}    a record id in quotes          {me}   the caller's own id in quotes
//   {text}  a typed value in quotes (no quote, backslash, % or control characters; the client
//           strips them, see src/lib/search-term.ts)
//   {date}  a PocketBase datetime in quotes ('2026-11-22 10:00:00.000Z')
//   {genres} one to ten `genre = {id}` joined with ` || `
// In realtime topics, {id} is a bare record id.
// Each entry names the client function that sends it: keep the two in step.

// hiddenReason, clubTitle, lastMessageText and lastMessageHiddenReason are computed per reader at
// read time (pb_hooks/core/visibility.js), not stored.
const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,hiddenReason,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";
const ROOM_FIELDS =
  "id,collectionId,socialing,users,clubTitle,lastMessageText,lastMessageHiddenReason,lastMessageAt,created,expand.socialing.id,expand.socialing.collectionId,expand.socialing.title,expand.socialing.img";
const ROOM_DETAIL_FIELDS = `${ROOM_FIELDS},expand.users.id,expand.users.collectionId,expand.users.nickname,expand.users.img`;

// GET /api/collections/{name}/records
const LIST = {
  bookReview: [
    {
      by: "reviews/api/get-reviews.ts (list; title search under 3 characters)",
      filter: ["", "bookTitle ~ {text}"],
      sort: ["-created,-id"],
      expand: ["writer"],
      fields: ["id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)"],
      perPage: 10,
    },
    {
      by: "profile/api/get-my-reviews.ts",
      filter: ["writer = {me}"],
      sort: ["-created"],
      fields: ["id,collectionId,img,bookTitle,title,created"],
      perPage: 200,
    },
  ],
  comments: [
    {
      by: "comments/api/get-comments.ts",
      filter: ["bookReviewId = {id} && replyToId = ''"],
      sort: ["-created,-id"],
      expand: ["author"],
      perPage: 10,
    },
    {
      by: "comments/api/get-replies.ts",
      filter: ["replyToId = {id}"],
      sort: ["created,id"],
      expand: ["author"],
      perPage: 200,
    },
  ],
  socialing: [
    {
      by: "clubs/api/get-clubs.ts",
      filter: ["", "({genres})", "dateTime >= {date}", "({genres}) && dateTime >= {date}"],
      sort: ["-created", "dateTime"],
      expand: ["genre,createUser"],
      perPage: 10,
    },
    {
      by: "clubs/api/get-my-clubs.ts",
      filter: [
        "(createUser = {me} || confirmUser ~ {me} || applicant ~ {me})",
        "(createUser = {me} || confirmUser ~ {me} || applicant ~ {me}) && title ~ {text}",
      ],
      sort: ["dateTime"],
      expand: ["genre,createUser"],
      perPage: 500,
    },
  ],
  genres: [
    {
      by: "clubs/api/get-genres.ts",
      filter: [""],
      sort: ["id"],
      fields: ["id,title,collectionId"],
      perPage: 500,
    },
  ],
  socialingQueryAnswer: [
    { by: "clubs/api/get-my-answer.ts", filter: ["socialing = {id} && answerUser = {me}"], perPage: 1 },
  ],
  chattingRoom: [
    {
      by: "chat/api/get-chat-rooms.ts",
      filter: ["users.id ?= {me}"],
      sort: ["-lastMessageAt,-created"],
      expand: ["socialing"],
      fields: [ROOM_FIELDS],
      perPage: 30,
    },
  ],
  message: [
    {
      by: "chat/api/get-messages.ts, catch-up-messages.ts",
      filter: [
        "chattingRoom = {id}",
        "chattingRoom = {id} && (created < {date} || (created = {date} && id < {id}))",
        "chattingRoom = {id} && created >= {date}",
      ],
      sort: ["-created,-id", "created,id"],
      expand: ["sender"],
      fields: [MESSAGE_FIELDS],
      perPage: 500,
    },
  ],
};

// GET /api/collections/{name}/records/{id}
const VIEW = {
  bookReview: [{ by: "reviews/api/get-review.ts; lib/create-once.ts read-back", expand: ["writer"] }],
  comments: [
    {
      by: "lib/create-once.ts read-back after a repeated create (comments/api/create-comment.ts)",
      expand: ["author"],
    },
  ],
  socialing: [
    { by: "clubs/api/get-club.ts", expand: ["genre,createUser,applicant,confirmUser,answer.answerUser"] },
  ],
  chattingRoom: [
    { by: "chat/api/get-chat-room.ts", expand: ["socialing,users"], fields: [ROOM_DETAIL_FIELDS] },
  ],
  message: [
    {
      by: "chat/api/send-message.ts (lib/create-once.ts read-back), with-sender.ts",
      expand: ["sender"],
      fields: [MESSAGE_FIELDS],
    },
  ],
  users: [
    { by: "a member's public card", expand: [""] },
    {
      by: "profile/api/get-liked-clubs.ts",
      expand: ["like"],
      fields: [
        "id,expand.like.id,expand.like.collectionId,expand.like.title,expand.like.img,expand.like.isOffline,expand.like.location,expand.like.dateTime",
      ],
    },
  ],
};

// POST /records and PATCH /records/{id}: the fields a client may send and the response's expand.
// A single relation/select/file field must be sent as one value (a list would pass a rule that
// checks every id while PocketBase stores the last one).
const WRITE = {
  users: {
    create: {
      by: "auth/api/signup.ts",
      body: [
        "email",
        "password",
        "passwordConfirm",
        "nickname",
        "phone",
        "birth",
        "gender",
        "emailVisibility",
      ],
    },
    update: {
      by: "profile/api/update-profile.ts (imgSizes: the avatar's sizes, core/image-sizes.js), change-password.ts",
      body: ["nickname", "img", "imgSizes", "oldPassword", "password", "passwordConfirm"],
    },
  },
  bookReview: {
    create: {
      by: "reviews/api/create-review.ts (images: the body's pictures, pb_hooks/reviews/body.js; imgSizes: the cover's sizes, core/image-sizes.js)",
      body: ["id", "writer", "img", "imgSizes", "bookTitle", "title", "detail", "images"],
      expand: ["writer"],
    },
    update: {
      by: "reviews/api/update-review.ts",
      body: ["img", "imgSizes", "bookTitle", "title", "detail", "images"],
      expand: ["writer"],
    },
  },
  comments: {
    create: {
      by: "comments/api/create-comment.ts",
      body: ["id", "bookReviewId", "content", "author", "replyToId"],
      expand: ["author"],
    },
    update: { by: "comments (own content)", body: ["content"], expand: ["author", ""] },
  },
  message: {
    create: {
      by: "chat/api/send-message.ts",
      body: ["id", "chattingRoom", "sender", "text"],
      expand: ["sender"],
      fields: [MESSAGE_FIELDS],
    },
  },
  vitals: {
    create: {
      by: "lib/report-web-vitals.ts",
      // `load` (the page load's id) is read by vitals/lib.js and never stored (no such field).
      body: ["name", "value", "rating", "route", "navigationType", "connection", "load"],
    },
  },
};

// Realtime subscriptions ("topic" or "topic?options=<the SDK's encoding of {query:{filter}}>").
const REALTIME = [
  { by: "SDK connect event", topic: "PB_CONNECT" },
  // No message/* topic: PocketBase would check the rule per connection per message. Messages go
  // to the room's members on chat/{roomId} (pb_hooks/chat/lib.js; members only at subscribe).
  { by: "chat/hooks/use-room-realtime.ts (pb_hooks/chat/lib.js)", topic: "chat/{id}" },
  { by: "chat/hooks/use-room-list-realtime.ts", topic: "chattingRoom/*" },
  { by: "chat/hooks/use-room-realtime.ts", topic: "chattingRoom/{id}" },
  { by: "chat/hooks/use-room-realtime.ts (pb_hooks/chat.pb.js)", topic: "chatAccess/{id}" },
  { by: "clubs/hooks/use-club-realtime.ts", topic: "socialing/{id}" },
  // Custom topic: the server sends it only to the recipient's own connections (notifications/lib.js;
  // {type:"chat"} pings from chat/lib.js for the room list and unread counts).
  { by: "notifications/hooks/use-inbox-realtime.ts, chat/hooks/use-unread-realtime.ts", topic: "inbox" },
  // Custom topic: the server sends the member's unread chat counts on it as it goes live
  // (PUSHED_COUNTS in notifications/routes.js).
  { by: "chat/hooks/use-unread-realtime.ts", topic: "chatUnread" },
  // Custom topic: the server sends the member's unread notification count on it as it goes live
  // (PUSHED_COUNTS in notifications/routes.js).
  { by: "notifications/hooks/use-inbox-realtime.ts", topic: "notificationsUnread" },
];

// Record fields outside the schema that PocketBase still writes from a request body.
const SYSTEM_FIELDS = [
  "id",
  "email",
  "emailVisibility",
  "verified",
  "username",
  "password",
  "passwordConfirm",
  "oldPassword",
];

const LIST_PARAMS = ["page", "perPage", "skipTotal", "filter", "sort", "expand", "fields"];
const VIEW_PARAMS = ["expand", "fields"];

const ID = "[a-z0-9]{15}";
const VALUE = {
  id: `'${ID}'`,
  text: "'[^'\"\\\\%\\u0000-\\u001f\\u007f\\ufffd]{1,100}'",
  date: "'\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,3})?Z'",
};
VALUE.genres = `genre = ${VALUE.id}(?: \\|\\| genre = ${VALUE.id}){0,9}`;

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Compiled templates, per JS VM (a module loaded by require() stays loaded in its VM). Keyed by
// caller too ({me} is compiled in); cleared when it grows, so it holds the active callers' only.
const compiled = new Map();
const MAX_COMPILED = 2000;

/** Template -> anchored RegExp. `me` is the caller's id ("" for a visitor: {me} then never matches). */
function compile(template, me, bare) {
  const key = `${bare ? 1 : 0}${me}\u0000${template}`;
  let re = compiled.get(key);
  if (!re) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    re = build(template, me, bare);
    compiled.set(key, re);
  }
  return re;
}

function build(template, me, bare) {
  const parts = template.split(/(\{[a-z]+\})/);
  let source = "";
  for (const part of parts) {
    const name = /^\{([a-z]+)\}$/.exec(part);
    if (!name) source += escapeRegExp(part);
    else if (name[1] === "me") source += me ? (bare ? me : `'${me}'`) : "(?!)";
    else if (bare && name[1] === "id") source += ID;
    else if (VALUE[name[1]]) source += VALUE[name[1]];
    else throw new Error(`unknown placeholder ${part}`);
  }
  return new RegExp(`^${source}$`);
}

function matchesOne(value, allowed, me) {
  const list = allowed || [""];
  for (let i = 0; i < list.length; i++) if (compile(list[i], me).test(value)) return true;
  return false;
}

/**
 * The query as PocketBase reads it -> {key: value}, or null if a key repeats or does not decode.
 * url.Values.encode() is Go's canonical form of the parsed query (sorted keys, every value
 * escaped), so splitting it cannot disagree with what PocketBase parsed.
 */
function singleValues(c) {
  const encoded = String(c.queryParams().encode());
  const out = {};
  if (!encoded) return out;
  const pairs = encoded.split("&");
  for (let i = 0; i < pairs.length; i++) {
    const eq = pairs[i].indexOf("=");
    let key, value;
    try {
      key = decodeURIComponent(pairs[i].slice(0, eq < 0 ? undefined : eq).replace(/\+/g, " "));
      value = eq < 0 ? "" : decodeURIComponent(pairs[i].slice(eq + 1).replace(/\+/g, " "));
    } catch (_) {
      return null;
    }
    if (Object.prototype.hasOwnProperty.call(out, key)) return null;
    out[key] = value;
  }
  return out;
}

function onlyKeys(query, keys) {
  for (const key in query) if (keys.indexOf(key) < 0) return false;
  return true;
}

function shapeAccepts(shape, query, me, withPaging) {
  if (!matchesOne(query.filter || "", shape.filter, me)) return false;
  if (!matchesOne(query.sort || "", shape.sort, me)) return false;
  // No expand / no fields picker is always fine: the record as its own rules and hooks give it.
  if (query.expand && !matchesOne(query.expand, shape.expand, me)) return false;
  if (query.fields && !matchesOne(query.fields, shape.fields, me)) return false;
  if (!withPaging) return true;
  if (query.page !== undefined && !/^[1-9][0-9]{0,5}$/.test(query.page)) return false;
  if (
    query.perPage !== undefined &&
    !(/^[1-9][0-9]{0,3}$/.test(query.perPage) && Number(query.perPage) <= shape.perPage)
  )
    return false;
  if (query.skipTotal !== undefined && !/^(1|0|true|false)$/.test(query.skipTotal)) return false;
  return true;
}

function refuse() {
  return new BadRequestError("허용되지 않은 요청이에요.");
}

/** Throws unless the list request is one of the app's shapes for this collection. */
function checkList(c, collectionName, me) {
  const shapes = LIST[collectionName];
  const query = singleValues(c);
  if (!shapes || !query || !onlyKeys(query, LIST_PARAMS)) throw refuse();
  for (let i = 0; i < shapes.length; i++) if (shapeAccepts(shapes[i], query, me, true)) return;
  throw refuse();
}

function checkView(c, collectionName, me) {
  const shapes = VIEW[collectionName];
  const query = singleValues(c);
  if (!shapes || !query || !onlyKeys(query, VIEW_PARAMS)) throw refuse();
  for (let i = 0; i < shapes.length; i++) if (shapeAccepts(shapes[i], query, me, false)) return;
  throw refuse();
}

/** Create/update: allowed body keys, one value for single-value fields, and the response shape. */
function checkWrite(c, collection, action, data, me) {
  const spec = WRITE[collection.name] && WRITE[collection.name][action];
  const query = singleValues(c);
  if (!spec || !query || !onlyKeys(query, VIEW_PARAMS) || !shapeAccepts(spec, query, me, false))
    throw refuse();
  for (const key in data) {
    // Only keys PocketBase would write count (multipart data also repeats the URL query, and
    // unknown keys are ignored); `field+`/`+field`/`field-` modifiers write `field`.
    const base = key.replace(/^\+|[+-]$/g, "");
    if (!collection.schema.getFieldByName(base) && SYSTEM_FIELDS.indexOf(base) < 0) continue;
    if (base !== key || spec.body.indexOf(key) < 0)
      throw new BadRequestError("바꿀 수 없는 항목이 들어 있어요.", {
        [key]: new ValidationError("validation_not_allowed", "바꿀 수 없는 항목이에요."),
      });
    const field = collection.schema.getFieldByName(key);
    // relation maxSelect is null for "many"; select/file use a number.
    const multi = ["relation", "select", "file"].indexOf(field ? field.type : "") >= 0;
    const single = field ? (multi ? Number(field.options.maxSelect) === 1 : field.type !== "json") : true;
    if (single && Array.isArray(data[key]))
      throw new BadRequestError("한 항목에 값을 하나만 보낼 수 있어요.", {
        [key]: new ValidationError("validation_single_value", "값은 하나만 보낼 수 있어요."),
      });
  }
}

/** True when the subscription string is exactly one of the app's realtime shapes. */
function subscriptionAllowed(subscription, me) {
  const raw = String(subscription);
  const q = raw.indexOf("?");
  const topic = q < 0 ? raw : raw.slice(0, q);
  const rest = q < 0 ? "" : raw.slice(q + 1);
  let filter = "";
  if (q >= 0) {
    if (rest.indexOf("options=") !== 0 || rest.indexOf("&") >= 0) return false;
    const encoded = rest.slice("options=".length);
    let options;
    try {
      options = JSON.parse(decodeURIComponent(encoded));
    } catch (_) {
      return false;
    }
    // Only the SDK's own canonical encoding: Go must decode exactly what we checked.
    if (encodeURIComponent(JSON.stringify(options)) !== encoded) return false;
    if (!options || typeof options !== "object" || Array.isArray(options)) return false;
    const keys = Object.keys(options);
    if (keys.length !== 1 || keys[0] !== "query") return false;
    const query = options.query;
    if (!query || typeof query !== "object" || Array.isArray(query)) return false;
    const qkeys = Object.keys(query);
    if (qkeys.length !== 1 || qkeys[0] !== "filter" || typeof query.filter !== "string") return false;
    filter = query.filter;
  }
  for (let i = 0; i < REALTIME.length; i++) {
    const shape = REALTIME[i];
    if (!compile(shape.topic, me, true).test(topic)) continue;
    if (!shape.filter ? filter === "" : filter !== "" && compile(shape.filter, me).test(filter)) return true;
  }
  return false;
}

// A records-API create or update as it arrives (privacy.pb.js, after the route gate): the write's
// shape, for anyone but an admin.
function checkWriteRequest(e, action) {
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const data = $apis.requestInfo(e.httpContext).data || {};
  checkWrite(e.httpContext, e.collection, action, data, p.authIdOf(e.httpContext));
}

module.exports = {
  checkWriteRequest,
  LIST,
  VIEW,
  WRITE,
  REALTIME,
  singleValues,
  checkList,
  checkView,
  checkWrite,
  subscriptionAllowed,
};
