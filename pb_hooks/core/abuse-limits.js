// Abuse limits. Load inside a handler: require(`${__hooks}/core/abuse-limits.js`).
// Counters live in memory ($app.store(); PocketBase is one node). Limits can be raised for test
// servers through the environment (scripts/lib/pocketbase-server.mjs); defaults are production's.

function envNumber(name, fallback) {
  const n = Number($os.getenv(name));
  return n > 0 ? n : fallback;
}

// Production numbers, each with the environment variable that changes it (docs/security.md
// "Abuse limits" gives the reason for each). Limits on a person come first: per member, per
// (typed e-mail, address), per page load. Per-address numbers are only outer caps, wide enough that
// a crowd behind one address (a carrier's NAT, a café's Wi-Fi at a meetup, a campus) does not use
// them up for each other, while one address still cannot make unlimited guesses or mails.
const LIMITS = {
  lookupsPerMember: ["CHAEKDONGNE_MEMBER_LOOKUPS_PER_10MIN", 60],
  lookupsPerAddress: ["CHAEKDONGNE_LOOKUPS_PER_10MIN", 300],
  loginFailuresPerAddress: ["CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN", 100],
  loginFailuresPerAccount: ["CHAEKDONGNE_LOGIN_ACCOUNT_FAILURES_PER_HOUR", 100],
  verifyMailsPerMember: ["CHAEKDONGNE_VERIFY_MAILS_PER_10MIN", 3],
  verifyMailsPerAddress: ["CHAEKDONGNE_VERIFY_MAILS_PER_ADDRESS_10MIN", 100],
  resetMailsPerMember: ["CHAEKDONGNE_RESET_MAILS_PER_10MIN", 3],
  resetMailsPerAddress: ["CHAEKDONGNE_RESET_MAILS_PER_ADDRESS_10MIN", 100],
};

/** The number in force for one of LIMITS. */
function limitOf(name) {
  return envNumber(LIMITS[name][0], LIMITS[name][1]);
}

/** The client's address as the limits count it (core/client-address.js: trusted proxies, IPv6 /64). */
function clientAddress(c) {
  return require(`${__hooks}/core/client-address.js`).clientAddress(c);
}

// One step at a time. The counters live in $app.store(), whose get and set are each atomic but
// not the two together: requests checked at the same moment each read the same hits and each
// wrote back one more, so a burst of 10 parallel lookups counted as one (310 of 310 passed a limit
// of 300 in batches of 10). Every check-and-count below runs alone: inside a transaction of the
// logs database, whose one write connection lets one holder in at a time. It runs no statement
// (no disk work) and never waits for data writes or a backup (those hold data.db's connection).
// Nothing inside may write a log ($app.logger() can flush into the logs database: a deadlock).
let depth = 0; // this VM is already inside (a counted step calling another): no second lock
function serialized(step) {
  if (depth > 0) return step();
  // The result goes in a box made outside the try: PocketBase 0.22's goja panicked ("index out of
  // range" in loadStashLex) on a `let` inside try/finally captured by the callback.
  const box = { out: undefined };
  depth++;
  try {
    $app.logsDao().runInTransaction(() => {
      box.out = step();
    });
  } finally {
    depth--;
  }
  return box.out;
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
// and signup / profile changes whose errors say the same. A member's own (nickname changes) count
// per member; visitors have no account to count by, so theirs count per address, where every
// lookup of a member counts too.
const LOOKUP_WINDOW_MS = 10 * 60 * 1000;
function allowLookup(c) {
  const auth = c.get("authRecord");
  const memberKey = auth ? `lookup-member:${auth.id}` : "";
  if (memberKey && !hit(memberKey, limitOf("lookupsPerMember"), LOOKUP_WINDOW_MS)) return false;
  if (hit(`lookup:${clientAddress(c)}`, limitOf("lookupsPerAddress"), LOOKUP_WINDOW_MS)) return true;
  if (memberKey) unhit(memberKey);
  return false;
}

// Login (issue 25): failures count per (typed email, address) and per address, never against the
// account alone, so an attacker's guesses slow down the attacker's address and not the owner, who
// signs in from their own. Per (email, address): 5 free failures, then a back-off doubling from 1
// minute up to 15. Per address: 100 failures in 10 minutes, whatever the emails (an outer cap). Many addresses
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
  const perAddress = limitOf("loginFailuresPerAddress");
  const addressKey = `login-address:${address}`;
  if (!hit(addressKey, perAddress, LOOKUP_WINDOW_MS)) return minutes(waitFor(addressKey, perAddress));
  const perAccount = limitOf("loginFailuresPerAccount");
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
  return hit(`login-address:${clientAddress(c)}`, limitOf("loginFailuresPerAddress"), LOOKUP_WINDOW_MS);
}

function oauth2Succeeded(c) {
  unhit(`login-address:${clientAddress(c)}`);
}

// Mails anyone can make the server send: verification (the one sent at signup included, the
// resend button, PocketBase's own request-verification) and password reset (PocketBase's own
// request-password-reset, by email, no login). Per kind, per member 3 and per address 100 in the
// lookup window, so no form can flood a mailbox or the SMTP quota. PocketBase itself also sends a
// member at most one reset mail every 2 minutes.
function allowMail(kind, c, userId) {
  const memberKey = `${kind}-mail:${userId}`;
  if (!hit(memberKey, limitOf(`${kind}MailsPerMember`), LOOKUP_WINDOW_MS)) return false;
  if (hit(`${kind}-mail-address:${clientAddress(c)}`, limitOf(`${kind}MailsPerAddress`), LOOKUP_WINDOW_MS))
    return true;
  unhit(memberKey);
  return false;
}

// Everything that reads and then changes the counters runs serialized (above).
const alone =
  (step) =>
  (...args) =>
    serialized(() => step(...args));

module.exports = {
  LIMITS,
  limitOf,
  envNumber,
  clientAddress,
  serialized,
  hit: alone(hit),
  unhit: alone(unhit),
  countOf,
  tooMany,
  allowLookup: alone(allowLookup),
  loginWait: alone(loginWait),
  loginSucceeded: alone(loginSucceeded),
  oauth2Attempt: alone(oauth2Attempt),
  oauth2Succeeded: alone(oauth2Succeeded),
  loginReset: alone(loginReset),
  allowMail: alone(allowMail),
};
