// Club membership routes (pb_hooks/core/routes.js lists them; create: clubs/create.js). Every club
// mutation is one of these (socialing create/update/delete rules are null) and runs in one
// transaction, so concurrent requests serialize and users/socialing/answers/chat rooms stay in
// sync. Helpers and the routes' shape (lib.clubAction): clubs/lib.js. Docs: docs/clubs.md.

// The target member of a host's action (approve, cancel).
function userIdOf(data) {
  return String(data.userId || "");
}

// Body {like: boolean}: sets (not toggles) so a repeated tap cannot flip it twice.
function like(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, like) => {
      require(`${__hooks}/core/budgets.js`).spend(c, "clubLike", tx);
      (like ? lib.add : lib.remove)(club, "like", auth.id);
      tx.saveRecord(club);
      lib.updateUser(tx, auth.id, (u) => (like ? lib.add : lib.remove)(u, "like", club.id));
    },
    (data) => {
      if (typeof data.like !== "boolean") throw new BadRequestError("like는 true 또는 false여야 해요.");
      return data.like;
    },
  );
}

// Body {answer, id}: the answer row, applicant, answer list and participantSocialing together.
// `id` (optional, 15 a-z0-9) is the answer's client-made id: a repeat of an application that
// already landed (double tap, retry after a timeout) answers with the club and changes nothing.
function apply(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const waitlist = require(`${__hooks}/clubs/waitlist.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, { text, key }) => {
      const done = key ? lib.findAnswer(tx, club.id, auth.id) : null;
      if (
        done &&
        done.id === key &&
        (lib.has(club, "applicant", auth.id) || lib.has(club, "confirmUser", auth.id))
      )
        return;
      waitlist.requireNewcomer(tx, club, auth.id, "내가 만든 모임에는 신청할 수 없어요.");
      if (lib.list(club, "confirmUser").length >= club.getInt("limitPerson"))
        throw new BadRequestError("모집 인원이 모두 찼어요.");
      // Someone waits for the free seat: new members queue behind them (clubs/waitlist.js).
      if (waitlist.lineOpen(club))
        throw new BadRequestError("대기 중인 멤버가 있어요. 대기 신청을 해주세요.");
      require(`${__hooks}/core/budgets.js`).spend(c, "application", tx);
      const old = lib.findAnswer(tx, club.id, auth.id);
      if (old) tx.deleteRecord(old); // an expired application: apply afresh
      const answer = new Record(tx.findCollectionByNameOrId("socialingQueryAnswer"), {
        socialing: club.id,
        answerUser: auth.id,
        answer: text,
        appliedAt: new Date().toISOString(),
        expired: false,
      });
      if (key) answer.setId(key);
      tx.saveRecord(answer);
      lib.add(club, "applicant", auth.id);
      lib.add(club, "answer", answer.id);
      tx.saveRecord(club);
      lib.updateUser(tx, auth.id, (u) => lib.add(u, "participantSocialing", club.id));
      lib.notifyHost(tx, club, "club_applied", auth.id, "applied");
    },
    (data) => ({ text: waitlist.answerText(data), key: waitlist.requestKey(data) }),
  );
}

// Withdraw a pending application or leave as a confirmed member (and the chat room).
function leave(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(c, (tx, club, auth) => {
    if (!lib.has(club, "applicant", auth.id) && !lib.has(club, "confirmUser", auth.id))
      throw new BadRequestError("신청하지 않은 모임이에요.");
    lib.leaveClub(tx, club, auth.id);
  });
}

// Host only. Body {userId}. 409 when the club is already full.
function approve(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, userId) => {
      lib.requireHost(club, auth.id);
      if (!lib.has(club, "applicant", userId)) throw new BadRequestError("참여 대기 중인 멤버가 아니에요.");
      if (lib.list(club, "confirmUser").length >= club.getInt("limitPerson")) {
        throw new ApiError(409, "더이상 승인할 수 없어요!", { reason: "club_full" });
      }
      lib.remove(club, "applicant", userId);
      lib.add(club, "confirmUser", userId);
      tx.saveRecord(club);
      const answer = lib.findAnswer(tx, club.id, userId);
      if (answer) {
        answer.set("appliedAt", ""); // confirmed: no longer pending
        answer.set("fromWaitlist", false);
        tx.saveRecord(answer);
      }
      lib.syncRoom(tx, club);
      const n = require(`${__hooks}/notifications/lib.js`);
      n.notify(tx, Object.assign({ recipient: userId, kind: "club_approved" }, n.club(club)));
      if (lib.list(club, "confirmUser").length >= club.getInt("limitPerson")) {
        n.notify(
          tx,
          Object.assign({ recipient: club.getString("createUser"), kind: "club_full" }, n.club(club)),
        );
      }
    },
    userIdOf,
  );
}

// Host only. Body {userId}: confirmed -> applicant (out of the room); the 24-hour clock restarts.
// The freed seat is the line's first (clubs/waitlist.js promote); the member is an applicant again.
function cancel(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, userId) => {
      lib.requireHost(club, auth.id);
      if (!lib.has(club, "confirmUser", userId)) throw new BadRequestError("참여 확정 멤버가 아니에요.");
      lib.remove(club, "confirmUser", userId);
      lib.add(club, "applicant", userId);
      tx.saveRecord(club);
      const answer = lib.findAnswer(tx, club.id, userId);
      if (answer) {
        answer.set("appliedAt", new Date().toISOString());
        answer.set("fromWaitlist", false); // not a seat kept for the line
        tx.saveRecord(answer);
      }
      lib.syncRoom(tx, club);
      const n = require(`${__hooks}/notifications/lib.js`);
      n.notify(tx, Object.assign({ recipient: userId, kind: "club_approval_cancelled" }, n.club(club)));
      require(`${__hooks}/clubs/waitlist.js`).promote(tx, club);
    },
    userIdOf,
  );
}

// Host only: the club, its room (and messages, answers by cascade), and every member's links.
function remove(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const auth = lib.authOrThrow(c);
  $app.dao().runInTransaction((tx) => {
    const club = lib.findClub(tx, c.pathParam("id"));
    lib.requireHost(club, auth.id);
    const people = [club.getString("createUser")].concat(
      lib.list(club, "applicant"),
      lib.list(club, "confirmUser"),
      lib.list(club, "like"),
    );
    for (const id of people) {
      lib.updateUser(tx, id, (u) =>
        ["createSocialing", "participantSocialing", "like"].forEach((f) => lib.remove(u, f, club.id)),
      );
    }
    const n = require(`${__hooks}/notifications/lib.js`);
    const waiting = require(`${__hooks}/clubs/waitlist.js`).membersOf(tx, club.id); // rows cascade
    for (const id of lib.list(club, "applicant").concat(lib.list(club, "confirmUser"), waiting)) {
      n.notify(tx, Object.assign({ recipient: id, kind: "club_deleted" }, n.goneClub(tx, club, id)));
    }
    const roomId = club.getString("chattingRoom");
    if (roomId) tx.deleteRecord(tx.findRecordById("chattingRoom", roomId));
    tx.deleteRecord(tx.findRecordById("socialing", club.id));
  });
  return c.noContent(204);
}

// Host only. Body {limitPerson}: raises the headcount (up to 15, never down); the new seats go to
// the line first (clubs/waitlist.js promote), as pending applications for the host to approve.
function setLimit(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  return lib.clubAction(
    c,
    (tx, club, auth, limit) => {
      lib.requireHost(club, auth.id);
      if (lib.isEnded(club)) throw new BadRequestError("이미 끝난 모임이에요.");
      if (limit <= club.getInt("limitPerson"))
        throw new BadRequestError("참여 인원은 지금보다 많게만 바꿀 수 있어요.");
      club.set("limitPerson", limit);
      require(`${__hooks}/clubs/waitlist.js`).promote(tx, club);
    },
    (data) => {
      const limit = data.limitPerson;
      if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 3 || limit > 15)
        throw new BadRequestError("참여 인원은 3명부터 15명까지 정할 수 있어요.");
      return limit;
    },
  );
}

module.exports = { like, apply, leave, approve, cancel, remove, setLimit };
