// 차단 and 신고 (issue 15): blocks and reports are admin-only collections; members reach them only
// through these typed routes (pb_hooks/core/routes.js lists them). The filtering of other responses is
// in pb_hooks/safety/lib.js.

// GET /api/safety/blocks -> {items: [{id, collectionId, collectionName, nickname, img}]}, newest first.
function listBlocks(c) {
  const p = require(`${__hooks}/core/privacy.js`);
  const auth = c.get("authRecord");
  const rows = arrayOf(new DynamicModel({ blocked: "" }));
  $app
    .dao()
    .db()
    .newQuery("SELECT blocked FROM blocks WHERE blocker = {:a} ORDER BY created DESC")
    .bind({ a: auth.id })
    .all(rows);
  const ids = rows.map((r) => r.blocked);
  const byId = {};
  for (const u of ids.length ? $app.dao().findRecordsByIds("users", ids) : [])
    byId[u.id] = p.exportRecord(u, auth.id);
  return c.json(200, { items: ids.map((id) => byId[id]).filter(Boolean) });
}

// POST /api/safety/blocks {userId}: idempotent. In the block's transaction: their pending
// applications to my clubs are withdrawn as by 신청 취소, their places in my clubs' lines are
// dropped, and they leave my notifications
// (core/visibility.js decides the rest at read time).
function block(c) {
  const auth = c.get("authRecord");
  const userId = String($apis.requestInfo(c).data.userId || "");
  if (!/^[a-z0-9]{15}$/.test(userId)) throw new BadRequestError("차단할 회원을 찾을 수 없어요.");
  if (userId === auth.id) throw new BadRequestError("나를 차단할 수는 없어요.");
  try {
    $app.dao().findRecordById("users", userId);
  } catch (_) {
    throw new NotFoundError("차단할 회원을 찾을 수 없어요.");
  }
  $app.dao().runInTransaction((tx) => {
    const row = new DynamicModel({ n: 0 });
    tx.db()
      .newQuery("SELECT COUNT(*) AS n FROM blocks WHERE blocker = {:a} AND blocked = {:b}")
      .bind({ a: auth.id, b: userId })
      .one(row);
    if (row.n > 0) return;
    tx.saveRecord(new Record(tx.findCollectionByNameOrId("blocks"), { blocker: auth.id, blocked: userId }));
    const clubs = require(`${__hooks}/clubs/lib.js`);
    const pending = arrayOf(new DynamicModel({ id: "" }));
    tx.db()
      .newQuery(
        "SELECT id FROM socialing WHERE createUser = {:me} AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(applicant) THEN applicant ELSE '[]' END) WHERE value = {:them})",
      )
      .bind({ me: auth.id, them: userId })
      .all(pending);
    for (const p of pending) clubs.leaveClub(tx, tx.findRecordById("socialing", p.id), userId);
    // Their places in my clubs' lines go too, like a pending application (issue 34).
    require(`${__hooks}/clubs/waitlist.js`).dropEverywhere(tx, userId, auth.id);
    require(`${__hooks}/notifications/lib.js`).forgetActor(tx, auth.id, userId);
  });
  return c.json(200, { blocked: true });
}

// DELETE /api/safety/blocks/:userId -> 204 (also when there was no block).
function unblock(c) {
  const auth = c.get("authRecord");
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery("DELETE FROM blocks WHERE blocker = {:a} AND blocked = {:b}")
    .bind({ a: auth.id, b: c.pathParam("userId") })
    .execute();
  return c.noContent(204);
}

// POST /api/safety/reports {targetType, targetId, reason, detail?}: one per member per target (409 after).
function report(c) {
  const auth = c.get("authRecord");
  const data = $apis.requestInfo(c).data || {};
  const targetType = String(data.targetType || "");
  const targetId = String(data.targetId || "");
  const reason = String(data.reason || "");
  const detail = String(data.detail || "").trim();
  const COLLECTION = {
    review: "bookReview",
    comment: "comments",
    message: "message",
    club: "socialing",
    member: "users",
  };
  const OWNER = { review: "writer", comment: "author", message: "sender", club: "createUser" };
  if (!COLLECTION[targetType] || !/^[a-z0-9]{15}$/.test(targetId))
    throw new BadRequestError("신고할 대상을 찾을 수 없어요.");
  if (["spam", "abuse", "sexual", "fraud", "other"].indexOf(reason) < 0)
    throw new BadRequestError("신고 사유를 골라주세요.");
  if (reason === "other" && !detail) throw new BadRequestError("기타 사유를 입력해주세요.");
  if (Array.from(detail).length > 300) throw new BadRequestError("신고 내용은 300자까지 쓸 수 있어요.");

  let target;
  try {
    target = $app.dao().findRecordById(COLLECTION[targetType], targetId);
  } catch (_) {
    throw new NotFoundError("신고할 대상을 찾을 수 없어요.");
  }
  // A chat message can only be reported by someone in its room.
  if (targetType === "message") {
    const room = $app.dao().findRecordById("chattingRoom", target.getString("chattingRoom"));
    if (room.getStringSlice("users").indexOf(auth.id) < 0)
      throw new NotFoundError("신고할 대상을 찾을 수 없어요.");
  }
  const owner = targetType === "member" ? target.id : target.getString(OWNER[targetType]);
  if (owner === auth.id) throw new BadRequestError("내가 쓴 글은 신고할 수 없어요.");

  let duplicate = false;
  $app.dao().runInTransaction((tx) => {
    const row = new DynamicModel({ n: 0 });
    tx.db()
      .newQuery(
        "SELECT COUNT(*) AS n FROM reports WHERE reporter = {:r} AND targetType = {:t} AND targetId = {:i}",
      )
      .bind({ r: auth.id, t: targetType, i: targetId })
      .one(row);
    if (row.n > 0) {
      duplicate = true;
      return;
    }
    require(`${__hooks}/core/budgets.js`).spend(c, "report", tx);
    tx.saveRecord(
      new Record(tx.findCollectionByNameOrId("reports"), {
        reporter: auth.id,
        targetType,
        targetId,
        targetOwner: owner,
        reason,
        detail,
        dismissed: false,
        counts: require(`${__hooks}/safety/lib.js`).reportCounts(auth),
      }),
    );
    // The report that reaches the threshold hides the target, in this transaction.
    require(`${__hooks}/safety/lib.js`).hideIfReported(tx, targetType, targetId);
  });
  if (duplicate) return c.json(409, { code: 409, message: "이미 신고했어요.", data: {} });
  return c.json(200, { reported: true });
}

module.exports = { listBlocks, block, unblock, report };
