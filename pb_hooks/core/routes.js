// The whole HTTP surface of the server, in one table (docs/security.md "Deny by default").
// Load inside a handler: require(`${__hooks}/core/routes.js`).
//
// A request from a non-admin is served only when its route is listed here AND it is spelled the
// way the app spells it: no percent-escape anywhere in the path, and a collection segment that is
// exactly the collection's name (records and auth routes) or id (file routes). Everything else
// answers the one 404 PocketBase gives an unknown path, byte for byte, whatever the spelling.
// Why spelling matters: PocketBase resolves `/api/collections/Users/records` and `/%75sers/` to
// `users`, but a guard bound to the path `users` (a static route, a check on the name) does not
// see them. Rather than teach every guard each spelling, only one spelling exists.
//
// There is no global router middleware (a JS middleware holds a JS VM for as long as a request
// runs, i.e. one per open realtime connection: bench:chat measured 682 MB at 1,000). So the table
// is enforced where each request passes through our code:
//   - our own routes are registered from CUSTOM by routes.pb.js and dispatched by serve();
//   - PocketBase's own handlers that the app uses pass through gate() first in every request hook
//     (hook files load in no fixed order, so each hook calls it; tests/pb-hooks-gate.test.ts),
//     before anything is read, counted, written or sent;
//   - PocketBase's routes the app does not use (CLOSED) are overwritten with the 404;
//   - every error answered to a non-admin for an unlisted route is rewritten to that 404
//     (onBeforeApiError), so a refusal that happens before a hook (a validation error, a rule
//     that needs an admin) says nothing either.
// GET /api/chaekdongne/routes (admins) classifies every route the running server has, so a route
// that a PocketBase upgrade adds shows up as "unclassified" in e2e/route-allowlist.spec.ts.

const NOT_FOUND_MESSAGE = "Not Found."; // PocketBase's answer for an unknown /api path

// Our routes: [method, path, "folder/file.js#function" (under pb_hooks/), who, maxBody].
// who: "anyone" | "member" | "admin". maxBody: the largest request body in bytes (routes.pb.js
// applies it with PocketBase's native $apis.bodyLimit before anything reads the body; over it: 413).
// Sized to the largest real request plus room: 1 KB for a few ids or flags, a few KB for typed
// text, 6 MB where a 5 MB photo goes up.
const KB = 1024;
const PHOTO_FORM = 6 * KB * KB; // a photo (file fields: maxSize 5 MB) and the form's text
const CUSTOM = [
  ["GET", "/api/accounts/availability", "accounts/routes.js#availability", "anyone", KB],
  ["GET", "/api/accounts/demo", "accounts/routes.js#demoAccount", "anyone", KB],
  // Signup and profile writes on the records API paths of `users` (this static path wins over
  // PocketBase's /api/collections/:collection/records): fields and the lookup budget are checked
  // before PocketBase's validation, whose errors tell whether an email or phone is registered.
  ["POST", "/api/collections/users/records", "accounts/lib.js#create", "anyone", 16 * KB],
  ["PATCH", "/api/collections/users/records/:id", "accounts/lib.js#update", "anyone", PHOTO_FORM],
  ["POST", "/api/accounts/delete", "accounts/delete.js#deleteAccount", "member", KB],
  ["POST", "/api/accounts/verification", "accounts/routes.js#resendVerification", "member", KB],
  // 카카오 / OIDC sign-in (issue 27); PocketBase's own OAuth2 routes stay in CLOSED.
  ["GET", "/api/accounts/oauth2/providers", "oauth2/routes.js#providers", "anyone", KB],
  ["POST", "/api/accounts/oauth2/sign-in", "oauth2/routes.js#signIn", "anyone", 8 * KB],
  ["POST", "/api/accounts/oauth2/sign-up", "oauth2/routes.js#signUp", "anyone", 16 * KB],
  ["POST", "/api/accounts/oauth2/link", "oauth2/routes.js#link", "member", 8 * KB],
  ["POST", "/api/clubs", "clubs/create.js#createClub", "member", PHOTO_FORM],
  ["POST", "/api/clubs/:id/like", "clubs/routes.js#like", "member", KB],
  ["POST", "/api/clubs/:id/apply", "clubs/routes.js#apply", "member", 4 * KB],
  ["POST", "/api/clubs/:id/leave", "clubs/routes.js#leave", "member", KB],
  ["POST", "/api/clubs/:id/approve", "clubs/routes.js#approve", "member", KB],
  ["POST", "/api/clubs/:id/cancel", "clubs/routes.js#cancel", "member", KB],
  ["DELETE", "/api/clubs/:id", "clubs/routes.js#remove", "member", KB],
  ["POST", "/api/clubs/:id/limit", "clubs/routes.js#setLimit", "member", KB],
  // The waitlist (issue 34, clubs/waitlist.js): join, leave, the line (host) or my place.
  ["POST", "/api/clubs/:id/waitlist", "clubs/waitlist.js#join", "member", 4 * KB],
  ["DELETE", "/api/clubs/:id/waitlist", "clubs/waitlist.js#leave", "member", KB],
  ["GET", "/api/clubs/:id/waitlist", "clubs/waitlist.js#line", "member", KB],
  ["GET", "/api/chaekdongne/my-waitlist", "clubs/waitlist.js#mine", "member", KB],
  ["POST", "/api/comments/:id/like", "comments/routes.js#like", "member", KB],
  ["POST", "/api/chaekdongne/comments/:id/delete", "comments/routes.js#remove", "member", KB],
  ["GET", "/api/chaekdongne/reviews/:id/comment-count", "comments/routes.js#count", "anyone", KB],
  ["GET", "/api/chaekdongne/reviews/search", "reviews/lib.js#searchReviews", "anyone", KB],
  ["GET", "/api/chaekdongne/clubs/search", "clubs/search.js#searchClubs", "anyone", KB],
  ["GET", "/api/chaekdongne/notifications", "notifications/routes.js#inbox", "member", KB],
  ["GET", "/api/chaekdongne/notifications/unread", "notifications/routes.js#unreadCount", "member", KB],
  // At most 100 ids of 15 characters.
  ["POST", "/api/chaekdongne/notifications/read", "notifications/routes.js#markRead", "member", 4 * KB],
  ["GET", "/api/chaekdongne/chat/unread", "notifications/routes.js#chatUnread", "member", KB],
  ["POST", "/api/chaekdongne/chat/:roomId/read", "notifications/routes.js#chatRead", "member", KB],
  // Web Push (issue 34): a member's own devices, by endpoint; the sender's queue (admins).
  ["GET", "/api/chaekdongne/push/key", "push/routes.js#key", "member", KB],
  ["POST", "/api/chaekdongne/push/subscription", "push/routes.js#subscribe", "member", 4 * KB],
  ["POST", "/api/chaekdongne/push/subscription/state", "push/routes.js#state", "member", 4 * KB],
  ["POST", "/api/chaekdongne/push/subscription/delete", "push/routes.js#unsubscribe", "member", 4 * KB],
  ["POST", "/api/chaekdongne/push/claim", "push/routes.js#claim", "admin", KB],
  ["POST", "/api/chaekdongne/push/done", "push/routes.js#done", "admin", 64 * KB],
  ["GET", "/api/safety/blocks", "safety/routes.js#listBlocks", "member", KB],
  ["POST", "/api/safety/blocks", "safety/routes.js#block", "member", KB],
  ["DELETE", "/api/safety/blocks/:userId", "safety/routes.js#unblock", "member", KB],
  ["POST", "/api/safety/reports", "safety/routes.js#report", "member", 4 * KB],
  // Link previews (issue 27): the card of /club/{id} and /bookReview/{id} as JSON (Vite's dev and
  // preview servers), and those pages themselves with the card in their head (Caddy).
  ["GET", "/api/chaekdongne/link-preview/club/:id", "link-preview/routes.js#preview", "anyone", KB],
  ["GET", "/api/chaekdongne/link-preview/bookReview/:id", "link-preview/routes.js#preview", "anyone", KB],
  ["GET", "/api/chaekdongne/pages/club/:id", "link-preview/routes.js#page", "anyone", KB],
  ["GET", "/api/chaekdongne/pages/bookReview/:id", "link-preview/routes.js#page", "anyone", KB],
  // Content-Security-Policy violations, sent by browsers (report-uri / report-to, scripts/lib/csp.mjs);
  // a Reporting API batch holds a few reports.
  ["POST", "/api/chaekdongne/csp-reports", "csp-reports/lib.js#receive", "anyone", 64 * KB],
  ["GET", "/api/chaekdongne/routes", "core/routes.js#describe", "admin", KB],
].map(([method, path, handler, who, maxBody]) => ({ method, path, handler, who, maxBody }));

// PocketBase's own routes the app uses. `{name}` = the collection's exact name, `{id:name}` = its
// exact id (the app's file URLs carry collectionId). Records API: what core/query-shapes.js lists.
const FILE_COLLECTIONS = ["users", "bookReview", "socialing"];
const RECORD_DELETES = ["bookReview"]; // reviews/api/delete-review.ts (comments: their route above)
const AUTH_ROUTES = [
  "POST /api/collections/users/auth-with-password", // auth/api/login.ts
  "POST /api/collections/users/auth-refresh", // lib/session-check.ts
  "POST /api/collections/users/request-password-reset", // auth/api/password-reset.ts
  "POST /api/collections/users/confirm-password-reset",
  "POST /api/collections/users/confirm-verification", // auth/api/email-verification.ts
];
const OTHER_PB_ROUTES = [
  "GET /api/realtime",
  "POST /api/realtime",
  "GET /api/health",
  "HEAD /api/health",
  // The operator's sign-in to the admin UI (dev; production keeps /api/admins off the public site).
  "POST /api/admins/auth-with-password",
  "POST /api/admins/auth-refresh",
];

// PocketBase's routes that nobody may use (overwritten with the 404, admins included): e-mail
// change (an oracle of registered addresses and a mail sender), OAuth2 and external auths (the app
// has its own OAuth2 routes above: oauth2/routes.js says why), PocketBase's own verification
// request (the app has its own route), file tokens (no protected files for members; admins keep
// theirs, e.g. to download backups), admin password reset (operators use `pocketbase admin update`).
const CLOSED = [
  "GET /api/collections/:collection/auth-methods",
  "POST /api/collections/:collection/auth-with-oauth2",
  "POST /api/collections/:collection/request-verification",
  "POST /api/collections/:collection/request-email-change",
  "POST /api/collections/:collection/confirm-email-change",
  "GET /api/collections/:collection/records/:id/external-auths",
  "DELETE /api/collections/:collection/records/:id/external-auths/:provider",
  "GET /api/oauth2-redirect",
  "POST /api/oauth2-redirect",
  "POST /api/admins/request-password-reset",
  "POST /api/admins/confirm-password-reset",
];

// PocketBase's admin API: admins only (everyone else gets the 404 through onBeforeApiError).
const ADMIN_ONLY_PREFIXES = [
  "/api/admins",
  "/api/collections",
  "/api/settings",
  "/api/logs",
  "/api/backups",
  "/api/files/token",
];

// The list below and the lookups of allowed(), built once per JS VM (they follow from tables that
// do not change at run time): every request passes through them, so a lookup is one property read.
let pbRoutesCache = null;
let pbRouteSet = null;
let customByKey = null;
function pbRoutes() {
  if (!pbRoutesCache) pbRoutesCache = buildPbRoutes();
  return pbRoutesCache;
}
function isPbRoute(key) {
  if (!pbRouteSet) {
    pbRouteSet = Object.create(null);
    for (const k of pbRoutes()) pbRouteSet[k] = true;
  }
  return pbRouteSet[key] === true;
}

function buildPbRoutes() {
  const shapes = require(`${__hooks}/core/query-shapes.js`);
  const out = AUTH_ROUTES.concat(OTHER_PB_ROUTES);
  const records = (name) => `/api/collections/${name}/records`;
  for (const name in shapes.LIST) out.push(`GET ${records(name)}`);
  for (const name in shapes.VIEW) out.push(`GET ${records(name)}/:id`);
  for (const name in shapes.WRITE) {
    if (shapes.WRITE[name].create) out.push(`POST ${records(name)}`);
    if (shapes.WRITE[name].update) out.push(`PATCH ${records(name)}/:id`);
  }
  for (const name of RECORD_DELETES) out.push(`DELETE ${records(name)}/:id`);
  for (const name of FILE_COLLECTIONS) {
    out.push(`GET /api/files/{id:${name}}/:recordId/:filename`);
    out.push(`HEAD /api/files/{id:${name}}/:recordId/:filename`);
  }
  return out;
}

function customKey(route) {
  return `${route.method} ${route.path}`;
}

/**
 * The CUSTOM row serving "METHOD path", or undefined. HEAD is served by the GET row of the same
 * path, like GET without the body (routes.pb.js registers a HEAD twin of every GET route: a JS
 * GET route alone answers HEAD with 404 in PocketBase 0.22, and link checkers and scrapers ask
 * HEAD first).
 */
function customRouteOf(key) {
  if (!customByKey) {
    customByKey = Object.create(null);
    for (const route of CUSTOM) customByKey[customKey(route)] = route;
  }
  const asked = key.indexOf("HEAD ") === 0 ? `GET ${key.slice(5)}` : key;
  return customByKey[asked];
}

/** "METHOD canonical-path" of the request as the server routed it, or "" when not canonical. */
function canonicalKey(c) {
  const req = c.request();
  const rawPath = String(req.requestURI || "").split("?")[0];
  if (rawPath.indexOf("%") >= 0) return ""; // the app never escapes anything in a path
  let path = String(c.path() || "");
  if (path.indexOf(":collection") >= 0) {
    const given = String(c.pathParam("collection") || "");
    // PocketBase's routes have loaded it already (LoadCollectionContext); others look it up.
    let collection = c.get("collection");
    if (!collection) {
      try {
        collection = $app.dao().findCollectionByNameOrId(given);
      } catch (_) {
        return "";
      }
    }
    if (given === collection.name) path = path.replace(":collection", collection.name);
    else if (given === collection.id) path = path.replace(":collection", `{id:${collection.name}}`);
    else return "";
  }
  return `${String(req.method)} ${path}`;
}

/** True when this request may be answered (always for admins and the admin UI's static files). */
function allowed(c) {
  if (c.get("admin")) return true;
  const path = String(c.request().url.path || "");
  if (path === "/_" || path.indexOf("/_/") === 0) return true; // the admin UI's own files
  const key = canonicalKey(c);
  if (!key) return false;
  const custom = customRouteOf(key);
  if (custom) return custom.who !== "admin";
  return isPbRoute(key);
}

function notFound() {
  return new NotFoundError(NOT_FOUND_MESSAGE);
}

/** Throws the 404 unless the request is allowed. Call first in every request hook. */
function gate(c) {
  if (c.get("chaekdongne.gate") === true) return; // several hooks of one request
  if (!allowed(c)) throw notFound();
  c.set("chaekdongne.gate", true);
  if (deadSession(c)) throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
}

const SESSION_ENDED_MESSAGE = "로그인이 만료됐어요. 다시 로그인해주세요.";
// Where a request may carry an old session's token because it starts a new one: the SDK sends
// whatever token it holds (the re-login after a password change carries the token that change
// killed). auth-refresh is not here: it answers 401 for a dead token itself.
const SIGN_IN_ROUTES = [
  "POST /api/collections/users/auth-with-password",
  "POST /api/collections/users/request-password-reset",
  "POST /api/collections/users/confirm-password-reset",
  "POST /api/collections/users/confirm-verification",
  "POST /api/collections/users/records",
  "POST /api/accounts/oauth2/sign-in",
  "POST /api/accounts/oauth2/sign-up",
];

/**
 * A token that no longer signs anyone in (expired; or revoked: password changed or reset, 회원탈퇴)
 * is a session that ended. PocketBase 0.22 would answer such a request as a visitor's (an empty
 * chat list, a page of someone else's view), so the app would never learn it; the 401 lets it end
 * the session on its next request, whatever that is (docs/accounts.md "Session end").
 */
function deadSession(c) {
  if (!String(c.request().header.get("Authorization") || "")) return false;
  if (c.get("authRecord") || c.get("admin")) return false;
  return SIGN_IN_ROUTES.indexOf(canonicalKey(c)) < 0;
}

const TOO_LARGE_MESSAGE = "보내는 내용이 너무 커요. 글이나 사진을 줄여서 다시 시도해주세요.";

/**
 * onBeforeApiError: an error answered for a route that is not allowed becomes the 404; on a route
 * that is, a dead session's error becomes gate()'s 401 (PocketBase checks a records-API write's
 * rule before any hook runs: a dead token got the visitor's 404 or 400 there, and the app never
 * learned the session had ended), and a body over a route's maxBody (PocketBase's native limit
 * answers in English) gets its Korean message.
 */
function maskError(e) {
  if (allowed(e.httpContext)) {
    if (deadSession(e.httpContext)) {
      e.error.code = 401;
      e.error.message = SESSION_ENDED_MESSAGE;
      e.error.data = {};
    } else if (e.error.code === 413) e.error.message = TOO_LARGE_MESSAGE;
    return;
  }
  e.error.code = 404;
  e.error.message = NOT_FOUND_MESSAGE;
  e.error.data = {};
}

/** The handler of every route in CUSTOM (routes.pb.js registers them all with this). */
function serve(c) {
  gate(c);
  const route = customRouteOf(canonicalKey(c));
  if (!route) throw notFound();
  const [file, fn] = route.handler.split("#");
  return require(`${__hooks}/${file}`)[fn](c);
}

/** GET /api/chaekdongne/routes (admins): every route the server has, with who may use it (ours: and maxBody). */
function describe(c) {
  const live = c.echo().router().routes();
  const pb = pbRoutes();
  const items = [];
  for (let i = 0; i < live.length; i++) {
    const method = String(live[i].method());
    const path = String(live[i].path());
    const key = `${method} ${path}`;
    const custom = customRouteOf(key);
    let access = "unclassified";
    if (custom) access = custom.who;
    else if (CLOSED.indexOf(key) >= 0) access = "closed";
    else if (path === "/_" || path === "/_/*")
      access = "static"; // the admin UI's own files
    else if (path === "/api/*" || path === "/*")
      access = "none"; // catch-alls: the 404 (pb_public is not used)
    else if (pb.some((k) => patternOf(k) === key)) access = "pocketbase";
    else if (ADMIN_ONLY_PREFIXES.some((p) => path === p || path.indexOf(`${p}/`) === 0)) access = "admin";
    // maxBody on the row itself only (a HEAD twin has no body to send).
    const own = custom && custom.method === method;
    items.push(own ? { method, path, access, maxBody: custom.maxBody } : { method, path, access });
  }
  // What the app may call on PocketBase's routes, spelled as the client spells it.
  return c.json(200, { items, allowed: pb });
}

/** "GET /api/collections/bookReview/records" -> "GET /api/collections/:collection/records". */
function patternOf(key) {
  return key.replace(/^(\S+ \/api\/(?:collections|files)\/)(\{id:)?[A-Za-z_]+\}?/, "$1:collection");
}

module.exports = {
  CUSTOM,
  CLOSED,
  customKey,
  customRouteOf,
  allowed,
  gate,
  maskError,
  serve,
  describe,
  notFound,
};
