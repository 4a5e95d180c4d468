// Abuse limits. Load inside a handler: require(`${__hooks}/core/abuse-limits.js`).
// Counters live in memory ($app.store(); PocketBase is one node). Limits can be raised for test
// servers through the environment (scripts/lib/pocketbase-server.mjs); defaults are production's.

function envNumber(name, fallback) {
  const n = Number($os.getenv(name));
  return n > 0 ? n : fallback;
}

/**
 * The client's address as PocketBase's TCP peer sees it. X-Forwarded-For is read only when that
 * peer is a configured trusted proxy (CHAEKDONGNE_TRUSTED_PROXIES, comma-separated), and then the
 * right-most address the proxies did not add: a client cannot choose its own address by header.
 */
function clientAddress(c) {
  const remote = String(c.request().remoteAddr || "");
  const peer = remote.replace(/:\d+$/, "").replace(/^\[(.*)\]$/, "$1");
  const trusted = String($os.getenv("CHAEKDONGNE_TRUSTED_PROXIES") || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (trusted.indexOf(peer) < 0) return peer;
  const hops = String(c.request().header.get("X-Forwarded-For") || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (trusted.indexOf(hops[i]) < 0) return hops[i];
  return peer;
}

// Rolling windows: each key keeps the times of its recent hits, so no burst straddling a calendar
// boundary gets two budgets. Keys start with "rl:"; idle ones are swept once a minute.
const SWEEP_EVERY_MS = 60 * 1000;

/** The hits of `key` still inside its window, and that window ({hits: [], windowMs: 0} if none). */
function recent(store, key, now) {
  const seen = store.get(`rl:${key}`);
  const hits = [];
  if (seen && seen.hits)
    for (let i = 0; i < seen.hits.length; i++)
      if (seen.hits[i] > now - seen.windowMs) hits.push(seen.hits[i]);
  return { hits, windowMs: seen ? seen.windowMs : 0 };
}

function sweep(store, now) {
  if (now - (store.get("rl-swept") || 0) < SWEEP_EVERY_MS) return;
  store.set("rl-swept", now);
  const all = store.getAll();
  const keys = Object.keys(all);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const v = all[key];
    if (
      key.indexOf("rl:") === 0 &&
      (!v || !v.hits || !v.hits.length || v.hits[v.hits.length - 1] <= now - v.windowMs)
    )
      store.remove(key);
  }
}

/** Counts this hit and returns true, or returns false when `limit` hits fall within `windowMs`. */
function hit(key, limit, windowMs) {
  const store = $app.store();
  const now = Date.now();
  sweep(store, now);
  const { hits } = recent(store, key, now);
  if (hits.length >= limit) return false;
  hits.push(now);
  store.set(`rl:${key}`, { hits, windowMs });
  return true;
}

/** Milliseconds until `key` has room again (0 when it has now). */
function waitFor(key, limit) {
  const now = Date.now();
  const { hits, windowMs } = recent($app.store(), key, now);
  return hits.length < limit ? 0 : hits[hits.length - limit] + windowMs - now;
}

/** How many hits `key` has in its current window. */
function countOf(key) {
  return recent($app.store(), key, Date.now()).hits.length;
}

/** Takes back the latest hit of `key` (an attempt that turned out fine). */
function unhit(key) {
  const store = $app.store();
  const { hits, windowMs } = recent(store, key, Date.now());
  if (!hits.length) return;
  hits.pop();
  store.set(`rl:${key}`, { hits, windowMs });
}

function tooMany(c, message) {
  return c.json(429, { code: 429, message, data: {} });
}

// Lookups that tell whether an email, phone or nickname is registered: the availability route,
// and signup / profile changes whose errors say the same. One budget per address.
const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
function allowLookup(c) {
  return hit(`lookup:${clientAddress(c)}`, envNumber("CHAEKDONGNE_LOOKUPS_PER_10MIN", 60), LOOKUP_WINDOW_MS);
}

// Login (issue 25): failures count per (typed email, address) and per address, never against the
// account alone, so an attacker's guesses slow down the attacker's address and not the owner, who
// signs in from their own. Per (email, address): 5 free failures, then a back-off doubling from 1
// minute up to 15. Per address: 30 failures in 10 minutes, whatever the emails. Many addresses
// guessing one account (more than 100 failures in an hour) close it to every address except the
// ones that signed in to it before (remembered 30 days); a password reset by e-mail opens it again.
// Unknown emails are counted exactly alike, so no answer tells whether an account exists.
const LOGIN_FREE_FAILURES = 5;
const HOUR_MS = 60 * 60 * 1000;
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;
const KNOWN_ADDRESSES_KEPT = 10;

function loginIdentity(identity) {
  return String(identity || "")
    .trim()
    .toLowerCase();
}
const pairKey = (identity, address) => `login:${loginIdentity(identity)}|${address}`;
const accountKey = (identity) => `login-account:${loginIdentity(identity)}`;
const knownKey = (identity) => `login-known:${loginIdentity(identity)}`;

function isKnownAddress(store, identity, address, now) {
  const known = store.get(knownKey(identity));
  return !!(known && known[address] && known[address] > now - KNOWN_ADDRESS_MS);
}

const minutes = (ms) => Math.max(1, Math.ceil(ms / 60000));

/** Minutes to wait, or 0 when this attempt may go ahead (and is then counted as a failure). */
function loginWait(c, identity) {
  const store = $app.store();
  const address = clientAddress(c);
  const key = pairKey(identity, address);
  const now = Date.now();
  const state = store.get(key) || { failures: 0, until: 0 };
  if (state.until > now) return minutes(state.until - now);
  // Counted before the password check; a success takes it back (loginSucceeded).
  const perAddress = envNumber("CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN", 30);
  const addressKey = `login-address:${address}`;
  if (!hit(addressKey, perAddress, LOOKUP_WINDOW_MS)) return minutes(waitFor(addressKey, perAddress));
  const perAccount = envNumber("CHAEKDONGNE_LOGIN_ACCOUNT_FAILURES_PER_HOUR", 100);
  if (!isKnownAddress(store, identity, address, now) && !hit(accountKey(identity), perAccount, HOUR_MS)) {
    unhit(addressKey);
    return minutes(waitFor(accountKey(identity), perAccount));
  }
  const next = state.failures + 1;
  const over = next - LOGIN_FREE_FAILURES;
  const until = over > 0 ? now + Math.min(15, Math.pow(2, over - 1)) * 60000 : 0;
  store.set(key, { failures: next, until });
  return 0;
}

function loginSucceeded(c, identity) {
  const store = $app.store();
  const address = clientAddress(c);
  const now = Date.now();
  store.remove(pairKey(identity, address));
  unhit(`login-address:${address}`);
  if (!isKnownAddress(store, identity, address, now)) unhit(accountKey(identity)); // counted in loginWait
  // The owner's address: it may try again even while many others guess this account.
  const known = store.get(knownKey(identity)) || {};
  const kept = {};
  Object.keys(known)
    .filter((a) => known[a] > now - KNOWN_ADDRESS_MS && a !== address)
    .sort((a, b) => known[b] - known[a])
    .slice(0, KNOWN_ADDRESSES_KEPT - 1)
    .forEach((a) => (kept[a] = known[a]));
  kept[address] = now;
  store.set(knownKey(identity), kept);
}

/** A password reset proved the mailbox: the account's login throttles start afresh. */
function loginReset(identity) {
  const store = $app.store();
  store.remove(`rl:${accountKey(identity)}`);
  const prefix = pairKey(identity, "");
  const keys = Object.keys(store.getAll());
  for (let i = 0; i < keys.length; i++) if (keys[i].indexOf(prefix) === 0) store.remove(keys[i]);
}

// OAuth2 sign-ins (pb_hooks/oauth2/routes.js): each attempt makes the server call the provider, so
// it is counted in the same per-address failure budget as passwords; a success gives it back.
function oauth2Attempt(c) {
  return hit(
    `login-address:${clientAddress(c)}`,
    envNumber("CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN", 30),
    LOOKUP_WINDOW_MS,
  );
}

function oauth2Succeeded(c) {
  unhit(`login-address:${clientAddress(c)}`);
}

// Mails anyone can make the server send: verification (the one sent at signup included, the
// resend button, PocketBase's own request-verification) and password reset (PocketBase's own
// request-password-reset, by email, no login). Per kind, per member 3 and per address 30 in the
// lookup window, so no form can flood a mailbox or the SMTP quota. PocketBase itself also sends a
// member at most one reset mail every 2 minutes.
const MAIL_LIMITS = {
  verify: {
    perMember: "CHAEKDONGNE_VERIFY_MAILS_PER_10MIN",
    perAddress: "CHAEKDONGNE_VERIFY_MAILS_PER_ADDRESS_10MIN",
  },
  reset: {
    perMember: "CHAEKDONGNE_RESET_MAILS_PER_10MIN",
    perAddress: "CHAEKDONGNE_RESET_MAILS_PER_ADDRESS_10MIN",
  },
};
function allowMail(kind, c, userId) {
  const env = MAIL_LIMITS[kind];
  const perMember = envNumber(env.perMember, 3);
  const perAddress = envNumber(env.perAddress, 30);
  return (
    hit(`${kind}-mail:${userId}`, perMember, LOOKUP_WINDOW_MS) &&
    hit(`${kind}-mail-address:${clientAddress(c)}`, perAddress, LOOKUP_WINDOW_MS)
  );
}

module.exports = {
  envNumber,
  clientAddress,
  hit,
  unhit,
  countOf,
  tooMany,
  allowLookup,
  loginWait,
  loginSucceeded,
  oauth2Attempt,
  oauth2Succeeded,
  loginReset,
  allowMail,
};
