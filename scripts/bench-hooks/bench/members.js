// Members for test runs without bcrypt per member (e2e/support/fixtures.ts createMember, loginAs).
// Admin only, and only on servers started with startPocketBase({ benchHooks: true }) (../bench.pb.js).
//
// Why: every signup hashes its password and every password login compares one, ~0.25 s of server
// CPU each on a CI core; the e2e suite made and logged in hundreds of members, a fifth of its CPU.
// The signup and login paths themselves stay tested through the app (accounts, login-timing,
// password-reset, email-verification specs). A member made here is a real users record with a
// real hash (PocketBase's own setPassword, made once per password and kept in memory), so logging
// in with the password works and costs what a member's login costs.

const HASHES = "chaekdongne.bench.memberHashes";

/** PocketBase's hash of `password`, made once per server process. */
function hashOf(collection, password) {
  const store = $app.store();
  const hashes = store.get(HASHES) || {};
  if (!hashes[password]) {
    const r = new Record(collection);
    r.setPassword(password);
    hashes[password] = r.getString("passwordHash");
    store.set(HASHES, hashes);
  }
  return hashes[password];
}

/** The response of a password login: a token and the member's own record. */
function sessionOf(c, record) {
  const p = require(`${__hooks}/core/privacy.js`);
  record.ignoreEmailVisibility(true);
  return c.json(200, {
    token: $tokens.recordAuthToken($app, record),
    record: p.publicRecord(record, record.id),
  });
}

// POST /api/bench/member {email, password, nickname, phone, birth, gender, verified?}: a member as
// signup stores one (the model hooks normalise e-mail and nickname, unique indexes refuse
// duplicates; no verification mail; verified only when asked), answered like a password login.
function member(c) {
  const data = $apis.requestInfo(c).data || {};
  const users = $app.dao().findCollectionByNameOrId("users");
  const record = new Record(users);
  for (const field of ["email", "nickname", "phone", "birth", "gender"]) {
    if (data[field] !== undefined) record.set(field, data[field]);
  }
  record.setVerified(data.verified === true);
  record.setUsername(`users${$security.randomStringWithAlphabet(12, "0123456789")}`);
  record.refreshTokenKey();
  record.set("passwordHash", hashOf(users, String(data.password || "")));
  $app.dao().saveRecord(record);
  return sessionOf(c, record);
}

// POST /api/bench/session {email}: a session for that member, as their password login would give.
function session(c) {
  const data = $apis.requestInfo(c).data || {};
  const email = String(data.email || "")
    .trim()
    .toLowerCase();
  return sessionOf(c, $app.dao().findAuthRecordByEmail("users", email));
}

module.exports = { member, session };
