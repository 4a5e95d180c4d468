// Comment routes (pb_hooks/core/routes.js lists them); invariants and hooks: comments.pb.js, comments/lib.js.

// POST /api/comments/:id/like  body {liked?: boolean}  -> the comment (author expanded).
function like(c) {
  const lib = require(`${__hooks}/comments/lib.js`);
  const p = require(`${__hooks}/core/privacy.js`);
  const auth = c.get("authRecord");
  const data = $apis.requestInfo(c).data || {};
  if (data.liked !== undefined && typeof data.liked !== "boolean")
    throw new BadRequestError("liked는 true 또는 false여야 해요.");
  const liked = data.liked;
  const vis = require(`${__hooks}/core/visibility.js`);
  const v = vis.viewerOf(c);
  // A comment the caller may not see (a blocked author, hidden by reports) is not there for them.
  let current = null;
  try {
    current = $app.dao().findRecordById("comments", c.pathParam("id"));
  } catch (_) {
    current = null;
  }
  if (!current || vis.reasonFor("comments", current, v)) throw new NotFoundError("댓글을 찾을 수 없어요.");
  require(`${__hooks}/core/budgets.js`).spend(c, "commentLike");
  const record = lib.setLike(c.pathParam("id"), auth.id, liked);
  // Only the author, whatever ?expand= says (a client's expand is not a shape this route offers).
  $app.dao().expandRecord(record, ["author"], null);
  const shown = vis.one("comments", record, v);
  if (!shown) throw new NotFoundError("댓글을 찾을 수 없어요.");
  return c.json(200, p.publicRecord(shown, auth.id));
}

// POST /api/chaekdongne/comments/:id/delete (author only) -> {deleted: "soft" | "hard"}.
// A top-level comment with replies keeps its place as "삭제된 댓글이에요" (text removed); anything
// else is removed, and a soft-deleted parent whose last reply goes is removed with it.
function remove(c) {
  const lib = require(`${__hooks}/comments/lib.js`);
  const me = c.get("authRecord").id;
  let mode = "hard";
  $app.dao().runInTransaction((tx) => {
    let rec;
    try {
      rec = tx.findRecordById("comments", c.pathParam("id"));
    } catch (_) {
      throw new NotFoundError("댓글을 찾을 수 없어요.");
    }
    if (rec.getString("author") !== me || rec.getBool("deleted"))
      throw new NotFoundError("댓글을 찾을 수 없어요.");
    if (!rec.getString("replyToId") && lib.list(rec, "replyIdArray").length > 0) {
      mode = "soft";
      rec.set("deleted", true);
      rec.set("content", "");
      rec.set("likePeoples", []);
      tx.saveRecord(rec);
      return;
    }
    const parentId = rec.getString("replyToId");
    tx.deleteRecord(rec);
    if (!parentId) return;
    let parent = null;
    try {
      parent = tx.findRecordById("comments", parentId);
    } catch (_) {
      parent = null;
    }
    if (!parent) return;
    const rest = lib.list(parent, "replyIdArray").filter((x) => x !== rec.id);
    if (parent.getBool("deleted") && rest.length === 0) tx.deleteRecord(parent);
  });
  return c.json(200, { deleted: mode });
}

// GET /api/chaekdongne/reviews/:id/comment-count -> {count}: what this caller's comment sheet shows
// (a visitor, or a member with the token: public route). Decided by core/visibility.js like the
// comment lists: not hidden by reports, not by a member the caller blocked, a reply only under a
// parent that is shown (a soft-deleted parent still holds its replies, but is not counted itself);
// 0 when the review itself is not shown. One index range over the review's comments.
function count(c) {
  const vis = require(`${__hooks}/core/visibility.js`);
  const dao = $app.dao();
  const v = vis.viewerOf(c, dao);
  const reviewId = String(c.pathParam("id"));
  const review = vis.where("bookReview", "", v);
  const comment = vis.where("comments", "m", v);
  const parent = vis.where("comments", "p", v);
  const row = new DynamicModel({ count: 0 });
  dao
    .db()
    .newQuery(
      `SELECT COUNT(*) AS count FROM comments m WHERE m.bookReviewId = {:id} AND m.deleted = FALSE AND ${comment.sql}
         AND (m.replyToId = '' OR EXISTS (SELECT 1 FROM comments p WHERE p.id = m.replyToId AND ${parent.sql}))
         AND EXISTS (SELECT 1 FROM bookReview WHERE id = {:id} AND ${review.sql})`,
    )
    .bind(Object.assign({ id: reviewId }, review.params))
    .one(row);
  return c.json(200, { count: row.count });
}

module.exports = { like, remove, count };
