// Login costs the same for every e-mail (docs/security.md "Login timing"). Load inside a handler:
// require(`${__hooks}/accounts/login.js`).
//
// PocketBase 0.22 compares the password with bcrypt only when the e-mail is registered
// (forms/record_password_login.go, forms/admin_login.go): a wrong password took ~205 ms, an
// unknown e-mail ~3 ms, which told anyone who is a member. An unknown e-mail now meets a stand-in
// whose hash PocketBase's own SetPassword made (same cost) from a random secret that is never
// kept, so PocketBase's own comparison runs for it and fails the same way.

const HASHES = "chaekdongne.loginStandIn";

/** The stand-in hash for `kind` ("users" or "admins"), made once per process. */
function standInHash(kind, make) {
  const store = $app.store();
  const hashes = store.get(HASHES) || {};
  if (!hashes[kind]) {
    hashes[kind] = make($security.randomString(48));
    store.set(HASHES, hashes);
  }
  return hashes[kind];
}

/** A users record nobody can sign in as: no id, a hash no password matches. */
function memberStandIn(collection) {
  const hash = standInHash("users", (secret) => {
    const r = new Record(collection);
    r.setPassword(secret);
    return r.getString("passwordHash");
  });
  const record = new Record(collection);
  record.set("passwordHash", hash);
  return record;
}

/** An admin nobody can sign in as. */
function adminStandIn() {
  const hash = standInHash("admins", (secret) => {
    const a = new Admin();
    a.setPassword(secret);
    return a.passwordHash;
  });
  const admin = new Admin();
  admin.passwordHash = hash;
  return admin;
}

/** After a password check passed: a stand-in never gets a session (it cannot pass; belt and braces). */
function refuseStandIn(model) {
  if (!model || !model.id) throw new BadRequestError("Failed to authenticate.");
}

/**
 * Makes both stand-ins at start (onAfterBootstrap), so no login pays for making one. Before the
 * first migration (a new data dir) there is no users collection yet: the first login makes it.
 */
function prepare() {
  try {
    memberStandIn($app.dao().findCollectionByNameOrId("users"));
    adminStandIn();
  } catch (_) {
    // made on first use
  }
}

module.exports = { memberStandIn, adminStandIn, refuseStandIn, prepare };
