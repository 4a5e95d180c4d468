// The waitlist (대기 신청) of a full club, issue 34. Load inside a handler:
// require(`${__hooks}/clubs/waitlist.js`). Docs: docs/clubs.md "Waitlist".
//
// Rows of socialingWaitlist (every API rule null) are written only here, always inside the club
// route's transaction, so concurrent joins, leaves and freed seats serialize on the write
// connection: places are max(seq) + 1 (unique per club in the database too), and promote() sees
// the seats and the line as they are.
//
// A freed seat is kept for the line: while the club has more free seats than pending applications
// that came from the line, the first in line becomes an ordinary pending application (applicant,
// answer row with fromWaitlist, participantSocialing), is notified, and the host approves or not
// as for any applicant. Nobody is confirmed here. While anyone waits, new members join the line
// instead of applying (apply refuses), so nobody passes the line.

const TABLE = "socialingWaitlist";

/** The answer of an application or a place in line: 11–200 characters, trimmed. */
function answerText(body) {
  const text = String((body && body.answer) || "").trim();
  if (text.length <= 10) throw new BadRequestError("답변을 10자 넘게 입력해주세요.");
  if (text.length > 200) throw new BadRequestError("답변은 200자까지 쓸 수 있어요.");
  return text;
}

/** The client-made id (15 a-z0-9) that makes a repeated request land once, or "". */
function requestKey(body) {
  const id = String((body && body.id) || "");
  return /^[a-z0-9]{15}$/.test(id) ? id : "";
}

function rowOf(dao, clubId, userId) {
  try {
    return dao.findFirstRecordByFilter(TABLE, "socialing = {:c} && member = {:u}", { c: clubId, u: userId });
  } catch (_) {
    return null;
  }
}

function scalar(dao, sql, params) {
  const row = new DynamicModel({ n: 0 });
  dao.db().newQuery(sql).bind(params).one(row);
  return row.n;
}

/** 1-based place of a row in its club's line. */
function positionOf(dao, row) {
  return scalar(dao, `SELECT COUNT(*) AS n FROM ${TABLE} WHERE socialing = {:c} AND seq <= {:s}`, {
    c: row.getString("socialing"),
    s: row.getInt("seq"),
  });
}

/** socialing.waitlistCount from the rows (never +1/-1: it cannot drift). The caller saves the club. */
function recount(dao, club) {
  club.set(
    "waitlistCount",
    scalar(dao, `SELECT COUNT(*) AS n FROM ${TABLE} WHERE socialing = {:c}`, { c: club.id }),
  );
}

/** New members join the line instead of applying: the club is full, or someone already waits. */
function lineOpen(club) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return (
    lib.list(club, "confirmUser").length >= club.getInt("limitPerson") || club.getInt("waitlistCount") > 0
  );
}

/** Pending applications promoted from the line (not yet approved, not lapsed). */
function promotedPending(dao, club) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const applicants = lib.list(club, "applicant");
  if (!applicants.length) return 0;
  const rows = dao.findRecordsByFilter(
    "socialingQueryAnswer",
    "socialing = {:c} && fromWaitlist = true && expired = false",
    "",
    0,
    0,
    { c: club.id },
  );
  let n = 0;
  for (const r of rows) if (applicants.indexOf(r.getString("answerUser")) >= 0) n++;
  return n;
}

/**
 * After any change of seats, applicants or line: the first in line becomes a pending application
 * while free seats outnumber the line's pending applications. Saves the club (and its count).
 */
function promote(dao, club) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const n = require(`${__hooks}/notifications/lib.js`);
  const free = lib.isEnded(club) ? 0 : club.getInt("limitPerson") - lib.list(club, "confirmUser").length;
  let pending = free > 0 ? promotedPending(dao, club) : 0;
  while (pending < free) {
    const first = dao.findRecordsByFilter(TABLE, "socialing = {:c}", "seq", 1, 0, { c: club.id })[0];
    if (!first) break;
    const userId = first.getString("member");
    dao.deleteRecord(first);
    if (lib.has(club, "applicant", userId) || lib.has(club, "confirmUser", userId)) continue;
    const old = lib.findAnswer(dao, club.id, userId);
    if (old) {
      lib.remove(club, "answer", old.id);
      dao.deleteRecord(old); // a lapsed application: this one replaces it
    }
    const answer = new Record(dao.findCollectionByNameOrId("socialingQueryAnswer"), {
      socialing: club.id,
      answerUser: userId,
      answer: first.getString("answer"),
      appliedAt: new Date().toISOString(), // the 24-hour clock starts now, not when they joined
      expired: false,
      fromWaitlist: true,
    });
    answer.setId(first.id); // a repeat of the join request finds it (join: idempotent)
    dao.saveRecord(answer);
    lib.add(club, "applicant", userId);
    lib.add(club, "answer", answer.id);
    lib.updateUser(dao, userId, (u) => lib.add(u, "participantSocialing", club.id));
    n.notify(
      dao,
      Object.assign(
        { recipient: userId, kind: "club_waitlist_promoted", groupKey: `promoted:${club.id}` },
        n.club(club),
      ),
    );
    require(`${__hooks}/clubs/lib.js`).notifyHost(dao, club, "club_applied", userId, "applied");
    pending++;
  }
  recount(dao, club);
  dao.saveRecord(club);
}

/** Takes a member out of a club's line (no notification). Returns whether they were in it. */
function dropFromLine(dao, club, userId) {
  const row = rowOf(dao, club.id, userId);
  if (!row) return false;
  dao.deleteRecord(row);
  recount(dao, club);
  dao.saveRecord(club);
  return true;
}

/** Ids of the members in a club's line (club deletion tells them). */
function membersOf(dao, clubId) {
  return dao
    .findRecordsByFilter(TABLE, "socialing = {:c}", "seq", 0, 0, { c: clubId })
    .map((r) => r.getString("member"));
}

/** 회원탈퇴 and blocks: every line `userId` waits in (of clubs hosted by `hostId`, if given). */
function dropEverywhere(dao, userId, hostId) {
  const rows = dao.findRecordsByFilter(TABLE, "member = {:u}", "", 0, 0, { u: userId });
  for (const row of rows) {
    let club;
    try {
      club = dao.findRecordById("socialing", row.getString("socialing"));
    } catch (_) {
      continue;
    }
    if (hostId && club.getString("createUser") !== hostId) continue;
    dropFromLine(dao, club, userId);
  }
}

/**
 * Who may apply to a club or join its line: not its host (`hostMessage`), not blocked by the host
 * (refused without saying so, issue 15), not applied, confirmed or waiting already, not ended.
 */
function requireNewcomer(dao, club, userId, hostMessage) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  if (club.getString("createUser") === userId) throw new BadRequestError(hostMessage);
  if (require(`${__hooks}/safety/lib.js`).isBlocked(club.getString("createUser"), userId, dao))
    throw new ForbiddenError("이 모임에는 신청할 수 없어요.");
  if (lib.has(club, "applicant", userId) || lib.has(club, "confirmUser", userId))
    throw new BadRequestError("이미 신청한 모임이에요.");
  if (isWaiting(dao, club.id, userId)) throw new BadRequestError("이미 대기 중인 모임이에요.");
  if (lib.isEnded(club)) throw new BadRequestError("이미 끝난 모임이에요.");
}

// ---- Routes (pb_hooks/core/routes.js lists them) ----

// POST /api/clubs/:id/waitlist {answer, id}: a place at the end of the line, for a member who could
// apply if there were a seat. `id` makes a repeat land once (answered with the club, unchanged).
function join(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, { text, key }) => {
      if (key) {
        const mine = rowOf(tx, club.id, auth.id);
        if (mine && mine.id === key) return;
        const promoted = lib.findAnswer(tx, club.id, auth.id);
        if (promoted && promoted.id === key && lib.has(club, "applicant", auth.id)) return;
      }
      requireNewcomer(tx, club, auth.id, "내가 만든 모임에는 대기 신청할 수 없어요.");
      if (!lineOpen(club)) throw new BadRequestError("아직 자리가 있어요. 바로 신청해주세요.");
      require(`${__hooks}/core/budgets.js`).spend(c, "application", tx);
      const seq =
        scalar(tx, `SELECT COALESCE(MAX(seq), 0) AS n FROM ${TABLE} WHERE socialing = {:c}`, { c: club.id }) +
        1;
      const row = new Record(tx.findCollectionByNameOrId(TABLE), {
        socialing: club.id,
        member: auth.id,
        answer: text,
        seq,
      });
      if (key) row.setId(key);
      tx.saveRecord(row);
      recount(tx, club);
      tx.saveRecord(club);
      lib.notifyHost(tx, club, "club_waitlisted", auth.id, "waitlisted");
    },
    (data) => ({ text: answerText(data), key: requestKey(data) }),
  );
}

// DELETE /api/clubs/:id/waitlist: 대기 취소하기 (my own place only).
function leave(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(c, (tx, club, auth) => {
    if (!dropFromLine(tx, club, auth.id)) throw new BadRequestError("대기 중인 모임이 아니에요.");
  });
}

/** A line entry as its reader gets it: place, the member's public card, answer, when they joined. */
function entry(dao, row, position, authId) {
  const p = require(`${__hooks}/core/privacy.js`);
  let member = null;
  try {
    member = p.exportRecord(dao.findRecordById("users", row.getString("member")), authId);
  } catch (_) {
    member = null;
  }
  return {
    id: row.id,
    position,
    member: member && {
      id: member.id,
      collectionId: member.collectionId,
      collectionName: member.collectionName,
      nickname: member.nickname,
      img: member.img,
    },
    answer: row.getString("answer"),
    joinedAt: row.getString("created"),
  };
}

// GET /api/clubs/:id/waitlist -> {items, count}: the host gets the whole line in order with the
// answers; anyone else only their own place (or nothing). Who waits and what they wrote is never
// shown to other members. A club the caller may not see answers 404.
function line(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const vis = require(`${__hooks}/core/visibility.js`);
  const auth = lib.authOrThrow(c);
  const dao = $app.dao();
  const club = lib.findClub(dao, c.pathParam("id"));
  if (!vis.one("socialing", club, vis.viewerOf(c, dao))) throw new NotFoundError("모임을 찾을 수 없어요.");
  let items = [];
  if (club.getString("createUser") === auth.id) {
    const rows = dao.findRecordsByFilter(TABLE, "socialing = {:c}", "seq", 0, 0, { c: club.id });
    items = rows.map((row, i) => entry(dao, row, i + 1, auth.id));
  } else {
    const mine = rowOf(dao, club.id, auth.id);
    if (mine) items = [entry(dao, mine, positionOf(dao, mine), auth.id)];
  }
  return c.json(200, { items, count: club.getInt("waitlistCount") });
}

// GET /api/chaekdongne/my-waitlist -> {items: [{club, position}]}: the clubs I wait for (내 모임),
// soonest first, as I may see them (core/visibility.js), with my place in each line.
function mine(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const p = require(`${__hooks}/core/privacy.js`);
  const vis = require(`${__hooks}/core/visibility.js`);
  const auth = lib.authOrThrow(c);
  const dao = $app.dao();
  const rows = dao.findRecordsByFilter(TABLE, "member = {:u}", "", 100, 0, { u: auth.id });
  const byClub = {};
  for (const row of rows) byClub[row.getString("socialing")] = row;
  const ids = Object.keys(byClub);
  const clubs = ids.length ? dao.findRecordsByIds("socialing", ids) : [];
  const kept = vis.records("socialing", clubs, vis.viewerOf(c, dao));
  if (kept.length) dao.expandRecords(kept, ["genre", "createUser"], null); // never the request's ?expand=
  const shown = p.exportRecords(kept, auth.id);
  shown.sort((a, b) => (a.dateTime < b.dateTime ? -1 : a.dateTime > b.dateTime ? 1 : 0));
  return c.json(200, {
    items: shown.map((club) => ({ club, position: positionOf(dao, byClub[club.id]) })),
  });
}

const isWaiting = (dao, clubId, userId) => !!rowOf(dao, clubId, userId);

module.exports = {
  answerText,
  requireNewcomer,
  isWaiting,
  requestKey,
  lineOpen,
  promote,
  dropFromLine,
  dropEverywhere,
  membersOf,
  join,
  leave,
  line,
  mine,
};
