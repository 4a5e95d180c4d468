// Helpers for pb_hooks/comments.pb.js. Load inside a handler: require(`${__hooks}/comments/lib.js`).

/** Go string slice -> plain JS array. */
function list(record, field) {
  const s = record.getStringSlice(field);
  const out = [];
  for (let i = 0; i < s.length; i++) out.push(s[i]);
  return out;
}

function findComment(dao, id) {
  try {
    return dao.findRecordById("comments", id);
  } catch (_) {
    return null;
  }
}

/** Rejects blank text and replies that do not target a top-level comment of the same review. */
function checkNewComment(dao, record) {
  if (!record.getString("content").trim()) throw new BadRequestError("댓글 내용을 입력해주세요.");
  const parentId = record.getString("replyToId");
  if (!parentId) return null;
  const parent = findComment(dao, parentId);
  if (!parent) throw new BadRequestError("답글을 달 댓글을 찾을 수 없어요.");
  if (parent.getString("replyToId")) throw new BadRequestError("답글에는 답글을 달 수 없어요.");
  if (parent.getString("bookReviewId") !== record.getString("bookReviewId"))
    throw new BadRequestError("같은 리뷰의 댓글에만 답글을 달 수 있어요.");
  return parent;
}

/**
 * After the reply is stored: append its id to the parent's replyIdArray, in the caller's transaction.
 * The record API in 0.22 does not wrap the insert in a transaction, so this transaction is what
 * serializes concurrent replies (one write connection) and keeps any of them from being lost.
 */
function linkReply(tx, record) {
  const parentId = record.getString("replyToId");
  if (!parentId) return;
  const parent = findComment(tx, parentId);
  if (!parent || parent.getString("replyToId")) return; // deleted meanwhile, or not top-level
  const ids = list(parent, "replyIdArray");
  if (ids.indexOf(record.id) >= 0) return;
  parent.set("replyIdArray", ids.concat([record.id]));
  tx.saveRecord(parent);
}

/** Sets (liked true/false) or toggles (liked undefined) the caller in likePeoples, atomically. */
function setLike(id, userId, liked) {
  let saved = null;
  $app.dao().runInTransaction((tx) => {
    const rec = findComment(tx, id);
    if (!rec) throw new NotFoundError("댓글을 찾을 수 없어요.");
    const people = list(rec, "likePeoples");
    const has = people.indexOf(userId) >= 0;
    const want = typeof liked === "boolean" ? liked : !has;
    if (want !== has) {
      rec.set("likePeoples", want ? people.concat([userId]) : people.filter((x) => x !== userId));
      tx.saveRecord(rec);
    }
    saved = rec;
  });
  return saved;
}

module.exports = { list, checkNewComment, linkReply, setLike };
