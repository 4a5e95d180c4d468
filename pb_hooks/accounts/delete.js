// 회원탈퇴 (issue 15): POST /api/accounts/delete {password}, or for a member who signs in with
// 카카오 or the OIDC provider only (users.signInWith, issue 27) that provider's fresh authorization
// {provider, code, codeVerifier, redirectUrl} for the same account. Load inside a handler:
// require(`${__hooks}/accounts/delete.js`). Docs: docs/accounts.md ("Leaving the service").
//
// The users record stays as an empty tombstone so the member's reviews, comments and messages keep
// a valid author (the app shows "탈퇴한 회원" and the default avatar for an empty nickname); every
// private field is erased, every link to clubs is undone, and the account can never sign in again.
// One transaction: either all of it happens or none of it.

function ids(dao, sql, params) {
  const rows = arrayOf(new DynamicModel({ id: "" }));
  dao.db().newQuery(sql).bind(params).all(rows);
  return rows.map((r) => r.id);
}

// Multi-relation JSON columns that contain the member.
const HAS = (col) =>
  `EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(${col}) THEN ${col} ELSE json_array(${col}) END) WHERE value = {:u})`;

function randomSecret() {
  return $security.randomString(40);
}

function deleteAccount(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const sizes = require(`${__hooks}/core/image-sizes.js`);
  const auth = lib.authOrThrow(c);
  require(`${__hooks}/accounts/demo.js`).refuseTakeover(auth, "체험용 계정은 탈퇴할 수 없어요.");
  const body = $apis.requestInfo(c).data || {};
  const password = String(body.password || "");
  const uid = auth.id;
  // Proof that the member is here: the password, or (members without one) their provider again.
  const viaProvider = !!auth.getString("signInWith");
  if (viaProvider) {
    const oauth2 = require(`${__hooks}/oauth2/routes.js`);
    if (body.provider !== auth.getString("signInWith") || !oauth2.isLinkedTo(oauth2.exchange(c, body), uid)) {
      throw new BadRequestError("가입할 때 쓴 계정으로 확인해주세요.");
    }
  } else if (!password) throw new BadRequestError("비밀번호를 입력해주세요.");
  let avatarFiles = [];
  let filesPath = "";

  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById("users", uid);
    if (!viaProvider && !user.validatePassword(password))
      throw new BadRequestError("비밀번호가 맞지 않아요.");
    // The avatar and its stored sizes (core/image-sizes.js): every file of the photo goes.
    const avatar = user.getString("img");
    avatarFiles = avatar ? [avatar].concat(sizes.strings(user.getStringSlice("imgSizes"))) : [];
    filesPath = user.baseFilesPath();

    // 1. Clubs I host: gone with their rooms, messages and answers (relation cascades), and every
    //    member's links to them (same as DELETE /api/clubs/:id).
    for (const clubId of ids(tx, "SELECT id FROM socialing WHERE createUser = {:u}", { u: uid })) {
      const club = tx.findRecordById("socialing", clubId);
      const people = lib
        .list(club, "applicant")
        .concat(lib.list(club, "confirmUser"), lib.list(club, "like"));
      for (const id of people) {
        if (id === uid) continue;
        lib.updateUser(tx, id, (u) =>
          ["createSocialing", "participantSocialing", "like"].forEach((f) => lib.remove(u, f, club.id)),
        );
      }
      const roomId = club.getString("chattingRoom");
      if (roomId) {
        try {
          tx.deleteRecord(tx.findRecordById("chattingRoom", roomId));
        } catch (_) {
          // already gone
        }
      }
      tx.deleteRecord(tx.findRecordById("socialing", club.id));
    }

    // 2. Other clubs: places in lines dropped, pending applications withdrawn, memberships left
    //    (room users in step; a freed seat goes to the line), likes undone.
    const waitlist = require(`${__hooks}/clubs/waitlist.js`);
    waitlist.dropEverywhere(tx, uid);
    const where = `${HAS("applicant")} OR ${HAS("confirmUser")} OR ${HAS("[[like]]")}`;
    for (const clubId of ids(tx, `SELECT id FROM socialing WHERE ${where}`, { u: uid })) {
      const club = tx.findRecordById("socialing", clubId);
      lib.remove(club, "like", uid);
      if (lib.has(club, "applicant", uid) || lib.has(club, "confirmUser", uid)) {
        lib.dropMember(tx, club, uid, false);
        waitlist.promote(tx, club);
      } else tx.saveRecord(club);
    }
    // Lapsed (expired) application rows hold answer text too.
    for (const id of ids(tx, "SELECT id FROM socialingQueryAnswer WHERE answerUser = {:u}", { u: uid })) {
      const answer = tx.findRecordById("socialingQueryAnswer", id);
      try {
        const club = tx.findRecordById("socialing", answer.getString("socialing"));
        if (lib.has(club, "answer", id)) {
          lib.remove(club, "answer", id);
          tx.saveRecord(club);
        }
      } catch (_) {
        // club gone: the row is deleted below either way
      }
      tx.deleteRecord(answer);
    }
    // Any room that still lists me (a room whose club no longer lists me).
    for (const id of ids(tx, `SELECT id FROM chattingRoom WHERE ${HAS("users")}`, { u: uid })) {
      const room = tx.findRecordById("chattingRoom", id);
      lib.remove(room, "users", uid);
      tx.saveRecord(room);
    }

    // 3. Comment likes.
    for (const id of ids(tx, `SELECT id FROM comments WHERE ${HAS("likePeoples")}`, { u: uid })) {
      const comment = tx.findRecordById("comments", id);
      lib.remove(comment, "likePeoples", uid);
      tx.saveRecord(comment);
    }

    // 4. Blocks either way (reports I filed stay for the admins; they name ids only).
    tx.db().newQuery("DELETE FROM blocks WHERE blocker = {:u} OR blocked = {:u}").bind({ u: uid }).execute();

    // 5. My own inbox, chat read markers and push devices (notifications naming me read my name at read time).
    tx.db().newQuery("DELETE FROM notifications WHERE recipient = {:u}").bind({ u: uid }).execute();
    tx.db().newQuery("DELETE FROM chat_read WHERE member = {:u}").bind({ u: uid }).execute();
    // My devices get no push any more, and nothing waits to be sent to me.
    require(`${__hooks}/push/lib.js`).forget(tx, uid);

    // 6. The tombstone: nothing private left, no way to sign in, every token revoked (which also
    //    closes my open realtime connections: pb_hooks/sessions.pb.js); the 카카오 or OIDC account
    //    is let go, so it can sign up again as a new member (like the e-mail).
    const links = tx.findAllExternalAuthsByRecord(user);
    for (let i = 0; i < links.length; i++) tx.deleteExternalAuth(links[i]);
    user.setEmail("");
    user.setUsername(`left${$security.randomStringWithAlphabet(20, "abcdefghijklmnopqrstuvwxyz0123456789")}`);
    user.setEmailVisibility(false);
    user.setVerified(false);
    user.setPassword(randomSecret());
    user.refreshTokenKey();
    for (const f of ["nickname", "phone", "birth", "gender", "img", "signInWith"]) user.set(f, "");
    for (const f of ["createSocialing", "participantSocialing", "like", "imgSizes"]) user.set(f, []);
    tx.saveRecord(user);
  });

  // Files after the commit (a rolled-back delete must not lose the avatar).
  if (avatarFiles.length) {
    const fs = $app.newFilesystem();
    try {
      for (const name of avatarFiles) {
        try {
          fs.delete(`${filesPath}/${name}`);
          fs.deletePrefix(`${filesPath}/thumbs_${name}/`);
        } catch (_) {
          // missing file: nothing to erase
        }
      }
    } finally {
      fs.close();
    }
  }
  return c.noContent(204);
}

module.exports = { deleteAccount };
