// Signup and profile writes (users create/update). Load inside a handler:
// require(`${__hooks}/accounts/lib.js`).
//
// accounts.pb.js registers these for the records API paths of `users`, shadowing PocketBase's
// generic handler (the router prefers the static "users" segment over :collection). Reason:
// PocketBase validates a record before any request hook runs, and its errors tell whether an
// email, phone or nickname is taken. Here the allowed fields and the per-address lookup budget are
// checked first; then the same form PocketBase uses validates and saves.

function lookupOrThrow(c) {
  if (!require(`${__hooks}/core/abuse-limits.js`).allowLookup(c)) {
    throw new ApiError(429, "요청이 너무 많아요. 10분 뒤에 다시 시도해주세요.", {});
  }
}

/** The nickname as it will be stored (NFC, single spaces), or a Korean refusal. */
function checkedNickname(raw, ownId) {
  const nick = require(`${__hooks}/accounts/nickname.js`);
  const n = nick.normalizeNickname(raw);
  if (n.error)
    throw new BadRequestError(n.error, {
      nickname: new ValidationError("validation_invalid_nickname", n.error),
    });
  if (nick.nicknameTaken($app.dao(), n.value, ownId)) throw nicknameTakenError();
  return n.value;
}

function nicknameTakenError() {
  const message = "이미 사용 중인 닉네임이에요.";
  return new BadRequestError(message, { nickname: new ValidationError("validation_not_unique", message) });
}

/**
 * Loads the request into PocketBase's own form (same validation, files, password rules) and saves
 * it; an avatar comes with its sizes (core/image-sizes.js). The stored forms (a lower-case private email, the nickname as shown and its key) are set on
 * the save itself (normalizeStored); the form gets the lower-case email too, so that its "already
 * in use" check compares like with like.
 */
function save(c, record, data, admin) {
  if (!admin) {
    const demo = require(`${__hooks}/accounts/demo.js`);
    // A demo address is the seed's (an admin's) only; a demo account's password stays published.
    if (data.email !== undefined) demo.refuseReserved(data.email);
    if (data.password !== undefined && !record.isNew())
      demo.refuseTakeover(record, "체험용 계정의 비밀번호는 바꿀 수 없어요.");
  }
  if (data.nickname !== undefined) checkedNickname(data.nickname, record.id);
  const sizes = require(`${__hooks}/core/image-sizes.js`);
  const form = new RecordUpsertForm($app, record);
  form.setFullManageAccess(admin);
  const multipart = String(c.request().header.get("Content-Type")).indexOf("multipart/") === 0;
  const photo = multipart ? sizes.uploadedSet(c) : { img: null, sizes: [] };
  if (photo.img || photo.sizes.length) {
    // A new avatar with its sizes, made on the phone (issue 31): checked and named before
    // PocketBase stores them, in place of the old ones (which it deletes).
    sizes.checkUnchanged(record, data);
    sizes.nameSet("users", photo.img, photo.sizes);
    form.loadData(data);
    form.loadData({ imgSizes: [] });
    form.addFiles("img", photo.img);
    form.addFiles("imgSizes", ...photo.sizes);
  } else {
    form.loadRequest(c.request(), "");
    // No request edits the sizes: they stay, or go with a removed avatar.
    const removed = "img" in data && (!data.img || (Array.isArray(data.img) && !data.img.length));
    form.loadData({ imgSizes: removed ? [] : sizes.strings(record.getStringSlice("imgSizes")) });
  }
  if (data.email !== undefined) form.email = String(data.email).trim().toLowerCase();
  submitUpsert(form);
}

/** form.submit(), with the nickname race said as the nickname being taken. */
function submitUpsert(form) {
  try {
    form.submit();
  } catch (err) {
    // Two requests raced for names that read the same: the unique index let one through.
    if (String(err).indexOf("nicknameKey") >= 0) throw nicknameTakenError();
    throw err;
  }
}

/** True when a member has this e-mail (compared without case: older records may not be lower-case). */
function emailTaken(email) {
  const row = new DynamicModel({ n: 0 });
  $app
    .dao()
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM users WHERE LOWER(email) = LOWER({:v})")
    .bind({ v: email })
    .one(row);
  return row.n > 0;
}

/** The stored forms of a users record (accounts.pb.js calls this before every save). */
function normalizeStored(record) {
  const nick = require(`${__hooks}/accounts/nickname.js`);
  const email = record.email();
  if (email && email !== email.trim().toLowerCase()) record.setEmail(email.trim().toLowerCase());
  record.setEmailVisibility(false);
  const raw = record.getString("nickname");
  // An unchanged nickname keeps its key (an older one is filled by accounts/nickname.js fillMissingKeys).
  if (!record.isNew() && raw === record.originalCopy().getString("nickname")) return;
  if (!raw) return record.set("nicknameKey", "");
  const n = nick.normalizeNickname(raw);
  if (n.error)
    throw new BadRequestError(n.error, {
      nickname: new ValidationError("validation_invalid_nickname", n.error),
    });
  record.set("nickname", n.value);
  record.set("nicknameKey", nick.nicknameKey(n.value));
}

function create(c) {
  const p = require(`${__hooks}/core/privacy.js`);
  const admin = p.isAdmin(c);
  const data = $apis.requestInfo(c).data || {};
  const collection = $app.dao().findCollectionByNameOrId("users");
  if (!admin) {
    require(`${__hooks}/core/query-shapes.js`).checkWrite(c, collection, "create", data, "");
    lookupOrThrow(c);
  }
  const record = new Record(collection);
  save(c, record, data, admin);
  // A member signing up gets the verification mail; it never blocks or fails the signup.
  if (!admin) require(`${__hooks}/accounts/verification.js`).send(c, record);
  record.ignoreEmailVisibility(true); // the new member's own record
  return c.json(200, admin ? record : p.exportRecord(record, record.id));
}

function update(c) {
  const p = require(`${__hooks}/core/privacy.js`);
  const admin = p.isAdmin(c);
  const id = c.pathParam("id");
  const auth = c.get("authRecord");
  const data = $apis.requestInfo(c).data || {};
  const collection = $app.dao().findCollectionByNameOrId("users");
  if (!admin) {
    // As the API rule answers a record that is not yours: not found.
    if (!auth || auth.collection().name !== "users" || auth.id !== id) throw new NotFoundError();
    require(`${__hooks}/core/query-shapes.js`).checkWrite(c, collection, "update", data, auth.id);
    if (data.nickname !== undefined) lookupOrThrow(c);
  }
  const record = $app.dao().findRecordById("users", id);
  save(c, record, data, admin);
  record.ignoreEmailVisibility(true); // the member's own record (the app stores it as the session user)
  return c.json(200, admin ? record : p.exportRecord(record, id));
}

module.exports = { normalizeStored, create, update, checkedNickname, submitUpsert, emailTaken };
