// Web Push routes (pb_hooks/core/routes.js lists them). Docs: docs/notifications.md "Push notifications".
//
// Members: their own devices only. Every query is bound to the token's id; a device is named by
// its push endpoint (a secret the browser holds), and push_subscriptions has null API rules and
// no relation into it, so nothing else reads or writes it.
//   GET  /api/chaekdongne/push/key                  -> {publicKey} (VAPID, for pushManager.subscribe)
//   POST /api/chaekdongne/push/subscription         {endpoint, keys: {p256dh, auth}, kinds?} -> {kinds}
//   POST /api/chaekdongne/push/subscription/state   {endpoint} -> {kinds}, 404 when not mine
//   POST /api/chaekdongne/push/subscription/delete  {endpoint} -> 204 (logout, turning push off)
// The sender (an admin): POST /api/chaekdongne/push/claim, POST /api/chaekdongne/push/done.

const KIND_NAMES = ["clubs", "comments", "chat"];
const MAX_DEVICES = 10; // per member: a new one past this replaces the oldest
const LEASE_MS = 60 * 1000; // a claimed job returns to the queue when the sender does not answer
const MAX_ATTEMPTS = 5;
const CANNOT = "이 기기에서는 알림을 켤 수 없어요.";

function bytesToText(b) {
  if (typeof b === "string") return b;
  let s = "";
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
  return s;
}

/** The VAPID public key the sender made (push-sender/vapid.mjs), or "" before its first start. */
function publicKeyOf() {
  try {
    const keys = JSON.parse(bytesToText($os.readFile(`${$app.dataDir()}/push/vapid.json`)));
    return typeof keys.publicKey === "string" ? keys.publicKey : "";
  } catch (_) {
    return "";
  }
}

function key(c) {
  const publicKey = publicKeyOf();
  if (!publicKey) throw new ApiError(503, "지금은 알림을 켤 수 없어요. 잠시 후 다시 시도해주세요.", {});
  return c.json(200, { publicKey });
}

function allowedOrigins() {
  const defaults = [
    "https://fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet
    "https://*.push.services.mozilla.com", // Firefox
    "https://*.push.apple.com", // Safari (iOS 16.4+ from the home screen)
    "https://*.notify.windows.com", // Edge on Windows
  ];
  const extra = String($os.getenv("CHAEKDONGNE_PUSH_ORIGINS") || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return defaults.concat(extra);
}

/**
 * A push service's endpoint: an https URL on a known push service (CHAEKDONGNE_PUSH_ORIGINS adds
 * origins, e.g. the test suite's local mock). The sender POSTs to it, so anything else (a private
 * address, this server) is refused here: no member can make the server send requests elsewhere.
 */
function endpointAllowed(endpoint) {
  if (typeof endpoint !== "string" || endpoint.length > 1000) return false;
  const m = /^(https?):\/\/([a-z0-9.-]+)(:\d{1,5})?\/[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]*$/.exec(endpoint);
  if (!m) return false;
  const origin = `${m[1]}://${m[2]}${m[3] || ""}`;
  for (const allowed of allowedOrigins()) {
    if (allowed === origin) return true;
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(allowed);
    if (wild && !m[3] && wild[1] === m[1] && m[2].slice(-(wild[2].length + 1)) === `.${wild[2]}`) return true;
  }
  return false;
}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function bodyOf(c) {
  const data = $apis.requestInfo(c).data || {};
  return data && typeof data === "object" ? data : {};
}

/** {clubs, comments, chat}: strict booleans (undefined when not sent); a 400 for anything else. */
function kindsOf(value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw new BadRequestError("알림 종류가 올바르지 않아요.");
  const out = {};
  for (const k of Object.keys(value)) {
    if (KIND_NAMES.indexOf(k) < 0 || typeof value[k] !== "boolean")
      throw new BadRequestError("알림 종류가 올바르지 않아요.");
    out[k] = value[k];
  }
  return out;
}

function kindsOfRecord(rec) {
  const out = {};
  for (const k of KIND_NAMES) out[k] = rec.getBool(k);
  return out;
}

function findByEndpoint(dao, endpoint) {
  try {
    return dao.findFirstRecordByData("push_subscriptions", "endpoint", endpoint);
  } catch (_) {
    return null;
  }
}

// POST /api/chaekdongne/push/subscription: this device, for me. A device someone else had (the
// same browser, another account: logged out offline) becomes mine only with the same keys, which
// only that browser holds; kinds not sent stay as they were (all on for a new device).
function subscribe(c) {
  const me = c.get("authRecord").id;
  const body = bodyOf(c);
  const endpoint = body.endpoint;
  const keys = body.keys && typeof body.keys === "object" ? body.keys : {};
  if (!endpointAllowed(endpoint)) throw new BadRequestError(CANNOT);
  const p256dh = keys.p256dh;
  const auth = keys.auth;
  if (typeof p256dh !== "string" || !B64URL.test(p256dh) || p256dh.length < 80 || p256dh.length > 100)
    throw new BadRequestError(CANNOT);
  if (typeof auth !== "string" || !B64URL.test(auth) || auth.length < 16 || auth.length > 40)
    throw new BadRequestError(CANNOT);
  const kinds = kindsOf(body.kinds);
  let result = null;
  $app.dao().runInTransaction((tx) => {
    let rec = findByEndpoint(tx, endpoint);
    if (rec && rec.getString("owner") !== me) {
      if (rec.getString("p256dh") !== p256dh || rec.getString("auth") !== auth)
        throw new BadRequestError(CANNOT);
      tx.deleteRecord(rec); // the browser's new account: nothing of the old one's choices carries over
      rec = null;
    }
    if (!rec) {
      const mine = arrayOf(new DynamicModel({ id: "" }));
      tx.db()
        .newQuery("SELECT id FROM push_subscriptions WHERE owner = {:me} ORDER BY created DESC, id DESC")
        .bind({ me })
        .all(mine);
      for (let i = MAX_DEVICES - 1; i < mine.length; i++)
        tx.deleteRecord(tx.findRecordById("push_subscriptions", mine[i].id));
      rec = new Record(tx.findCollectionByNameOrId("push_subscriptions"), {
        owner: me,
        endpoint,
        clubs: true,
        comments: true,
        chat: true,
      });
    }
    rec.set("p256dh", p256dh);
    rec.set("auth", auth);
    for (const k of Object.keys(kinds || {})) rec.set(k, kinds[k]);
    tx.saveRecord(rec);
    result = kindsOfRecord(rec);
  });
  return c.json(200, { kinds: result });
}

function mineByEndpoint(c) {
  const me = c.get("authRecord").id;
  const endpoint = bodyOf(c).endpoint;
  if (typeof endpoint !== "string" || endpoint.length > 1000) return null;
  const rec = findByEndpoint($app.dao(), endpoint);
  return rec && rec.getString("owner") === me ? rec : null;
}

// POST /api/chaekdongne/push/subscription/state: what this device of mine gets; 404 otherwise.
function state(c) {
  const rec = mineByEndpoint(c);
  if (!rec) throw new NotFoundError("알림을 켠 기기가 아니에요.");
  return c.json(200, { kinds: kindsOfRecord(rec) });
}

// POST /api/chaekdongne/push/subscription/delete: this device of mine gets nothing any more.
// The same answer whether it was mine, someone else's or unknown.
function unsubscribe(c) {
  const rec = mineByEndpoint(c);
  if (rec) $app.dao().deleteRecord(rec);
  return c.noContent(204);
}

// POST /api/chaekdongne/push/claim {max?} (the sender): up to `max` due jobs, leased for a
// minute, each with its devices and payload; jobs with nothing to send now are finished here.
// nextInMs: when the next waiting job falls due (the sender sleeps until then, or a wake ping).
function claim(c) {
  const render = require(`${__hooks}/push/render.js`);
  const max = Math.min(100, Math.max(1, Number(bodyOf(c).max) || 50));
  const now = Date.now();
  const taken = [];
  $app.dao().runInTransaction((tx) => {
    const rows = arrayOf(new DynamicModel({ id: "", recipient: "", key: "", version: 0, attempts: 0 }));
    tx.db()
      .newQuery(
        "SELECT id, recipient, [[key]], version, attempts FROM push_jobs " +
          "WHERE pending = 1 AND due <= {:now} AND leasedUntil <= {:now} ORDER BY due LIMIT {:max}",
      )
      .bind({ now, max })
      .all(rows);
    for (const r of rows) {
      tx.db()
        .newQuery("UPDATE push_jobs SET leasedUntil = {:until}, attempts = attempts + 1 WHERE id = {:id}")
        .bind({ until: now + LEASE_MS, id: r.id })
        .execute();
      taken.push({ id: r.id, recipient: r.recipient, key: r.key, version: r.version, attempts: r.attempts });
    }
  });
  const dao = $app.dao();
  const open = taken.length ? render.openRooms() : {};
  const jobs = [];
  const nothing = [];
  for (const job of taken) {
    const out = job.attempts < MAX_ATTEMPTS ? render.render(dao, job, open) : null;
    if (!out) nothing.push({ id: job.id, version: job.version });
    else
      jobs.push({
        id: job.id,
        version: job.version,
        devices: out.devices,
        payload: out.payload,
        options: out.options,
      });
  }
  if (nothing.length) finish(nothing, [], [], false);
  const next = new DynamicModel({ due: 0 });
  dao
    .db()
    .newQuery("SELECT COALESCE(MIN(MAX(due, leasedUntil)), 0) AS due FROM push_jobs WHERE pending = 1")
    .one(next);
  return c.json(200, { jobs, nextInMs: next.due ? Math.max(0, next.due - Date.now()) : -1 });
}

/**
 * Jobs done: one whose version is still the one taken is no longer pending (sentAt marks a push,
 * so the key's next one waits out its interval); one that grew meanwhile stays pending and goes
 * again after the interval. Failed ones go back to the queue after a short wait.
 */
function finish(sent, failed, gone, pushed) {
  const lib = require(`${__hooks}/push/lib.js`);
  const s = lib.settings();
  const now = Date.now();
  $app.dao().runInTransaction((tx) => {
    const db = tx.db();
    for (const j of sent) {
      const row = new DynamicModel({ key: "", version: 0 });
      try {
        db.newQuery("SELECT [[key]], version FROM push_jobs WHERE id = {:id}").bind({ id: j.id }).one(row);
      } catch (_) {
        continue; // gone (회원탈퇴)
      }
      const interval = row.key.indexOf("chat:") === 0 ? s.chatInterval : s.notificationInterval;
      const same = row.version === Number(j.version);
      db.newQuery(
        "UPDATE push_jobs SET leasedUntil = 0, pending = {:pending}, attempts = {:attempts}, " +
          "sentAt = CASE WHEN {:pushed} THEN {:now} ELSE sentAt END, due = {:due} WHERE id = {:id}",
      )
        .bind({
          id: j.id,
          pending: same ? 0 : 1,
          attempts: 0,
          pushed: pushed ? 1 : 0,
          now,
          due: same ? 0 : pushed ? now + interval : now,
        })
        .execute();
    }
    for (const j of failed) {
      db.newQuery("UPDATE push_jobs SET leasedUntil = {:until} WHERE id = {:id}")
        .bind({ id: j.id, until: now + 30 * 1000 })
        .execute();
    }
    for (const id of gone) {
      db.newQuery("DELETE FROM push_subscriptions WHERE id = {:id}").bind({ id }).execute();
    }
  });
}

const pairs = (list) =>
  (Array.isArray(list) ? list : [])
    .slice(0, 200)
    .filter((j) => j && typeof j.id === "string")
    .map((j) => ({ id: j.id, version: Number(j.version) || 0 }));

// POST /api/chaekdongne/push/done {sent: [{id, version}], failed: [...], gone: [subscription id]}
// (the sender): gone = devices the push service no longer knows (404/410): deleted.
function done(c) {
  const body = bodyOf(c);
  const gone = (Array.isArray(body.gone) ? body.gone : [])
    .slice(0, 1000)
    .filter((id) => typeof id === "string");
  finish(pairs(body.sent), pairs(body.failed), gone, true);
  return c.json(200, { ok: true });
}

module.exports = { key, subscribe, state, unsubscribe, claim, done, endpointAllowed, publicKeyOf };
