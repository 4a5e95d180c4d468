// Helpers for pb_hooks/clubs.pb.js. Load inside a handler: require(`${__hooks}/clubs/lib.js`).
// Every function takes the transaction's dao so a route reads and writes one consistent state.

/** Go string slice -> plain JS array. */
function list(record, field) {
  const s = record.getStringSlice(field);
  const out = [];
  for (let i = 0; i < s.length; i++) out.push(s[i]);
  return out;
}

const has = (record, field, id) => list(record, field).indexOf(id) >= 0;

function add(record, field, id) {
  const l = list(record, field);
  if (l.indexOf(id) < 0) l.push(id);
  record.set(field, l);
}

function remove(record, field, id) {
  record.set(
    field,
    list(record, field).filter((x) => x !== id),
  );
}

function authOrThrow(c) {
  const auth = c.get("authRecord");
  if (!auth) throw new UnauthorizedError("로그인이 필요해요.");
  return auth;
}

function findClub(dao, id) {
  try {
    return dao.findRecordById("socialing", id);
  } catch (_) {
    throw new NotFoundError("모임을 찾을 수 없어요.");
  }
}

function requireHost(club, authId) {
  if (club.getString("createUser") !== authId) throw new ForbiddenError("모임장만 할 수 있어요.");
}

const isEnded = (club) => new Date(club.getString("dateTime").replace(" ", "T")).getTime() < Date.now();

/** Chat room users = host + confirmed members, always. */
function syncRoom(dao, club) {
  const roomId = club.getString("chattingRoom");
  if (!roomId) return;
  const room = dao.findRecordById("chattingRoom", roomId);
  room.set("users", [club.getString("createUser")].concat(list(club, "confirmUser")));
  dao.saveRecord(room);
}

function updateUser(dao, userId, fn) {
  let user;
  try {
    user = dao.findRecordById("users", userId);
  } catch (_) {
    return;
  }
  fn(user);
  dao.saveRecord(user);
}

/** The member's live (not expired) answer for the club, or null. */
function findAnswer(dao, clubId, userId) {
  try {
    return dao.findFirstRecordByFilter("socialingQueryAnswer", "socialing = {:c} && answerUser = {:u}", {
      c: clubId,
      u: userId,
    });
  } catch (_) {
    return null;
  }
}

/** Removes a member's application or membership: lists, answer, room. */
function dropMember(dao, club, userId, expire) {
  remove(club, "applicant", userId);
  remove(club, "confirmUser", userId);
  const answer = findAnswer(dao, club.id, userId);
  if (answer) {
    remove(club, "answer", answer.id);
    if (expire) {
      answer.set("expired", true);
      dao.saveRecord(answer);
    }
  }
  dao.saveRecord(club);
  if (answer && !expire) dao.deleteRecord(answer);
  updateUser(dao, userId, (u) => remove(u, "participantSocialing", club.id));
  syncRoom(dao, club);
}

/**
 * 신청 취소 or 나가기 (the leave route; a block withdraws an application the same way). The seat
 * or the pending place it frees goes to the line (clubs/waitlist.js promote).
 */
function leaveClub(dao, club, userId) {
  const kind = has(club, "confirmUser", userId) ? "club_left" : "club_withdrew";
  dropMember(dao, club, userId, false);
  notifyHost(dao, club, kind, userId, kind);
  require(`${__hooks}/clubs/waitlist.js`).promote(dao, club);
}

/** Tells the club's host that `actorId` did `kind`, grouped per club under `group`. */
function notifyHost(dao, club, kind, actorId, group) {
  const n = require(`${__hooks}/notifications/lib.js`);
  n.notify(
    dao,
    Object.assign(
      { recipient: club.getString("createUser"), kind, actorId, groupKey: `${group}:${club.id}` },
      n.club(club),
    ),
  );
}

/** The club as the caller may see it (core/visibility.js): a hidden one is not described (404). */
function respond(c, dao, club) {
  const p = require(`${__hooks}/core/privacy.js`);
  const vis = require(`${__hooks}/core/visibility.js`);
  const fresh = dao.findRecordById("socialing", club.id);
  const shown = vis.one("socialing", fresh, vis.viewerOf(c, dao));
  if (!shown) throw new NotFoundError("모임을 찾을 수 없어요.");
  return c.json(200, p.publicRecord(shown, p.authIdOf(c)));
}

// The shape of every club route that answers with the club: the caller signed in, the body read
// (`readBody(data)` throws a 400 before anything is touched), then `change(tx, club, auth, input)`
// in one transaction on the club as stored now, and the club as the caller may see it after.
function clubAction(c, change, readBody) {
  const auth = authOrThrow(c);
  const input = readBody ? readBody($apis.requestInfo(c).data || {}) : undefined;
  let club;
  $app.dao().runInTransaction((tx) => {
    club = findClub(tx, c.pathParam("id"));
    change(tx, club, auth, input);
  });
  return respond(c, $app.dao(), club);
}

module.exports = {
  clubAction,
  notifyHost,
  list,
  has,
  add,
  remove,
  authOrThrow,
  findClub,
  requireHost,
  isEnded,
  syncRoom,
  updateUser,
  findAnswer,
  dropMember,
  leaveClub,
  respond,
};
