/// <reference path="../pb_data/types.d.ts" />
// Comment invariants the API rules cannot express (rules in pb_migrations/1732200000_schema.js):
// a reply targets a top-level comment of the same review, the parent's replyIdArray lists every
// reply (updated in a transaction right after the insert), and a member likes/unlikes only as themselves.
// Deleting a reply drops it from the parent's replyIdArray (PocketBase relation cleanup);
// deleting a top-level comment deletes its replies (replyToId cascade).

// Clear Korean errors before the write.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/comments-lib.js`).checkNewComment($app.dao(), e.record);
}, "comments");

// After every create (API or admin), in one transaction: the parent lists the reply, and the
// review's writer / the parent's author get their notification (see comments-lib.js).
onModelAfterCreate((e) => {
  const lib = require(`${__hooks}/comments-lib.js`);
  const n = require(`${__hooks}/notifications-lib.js`);
  $app.dao().runInTransaction((tx) => {
    lib.linkReply(tx, e.model);
    n.notifyComment(tx, e.model);
  });
}, "comments");

onRecordBeforeUpdateRequest((e) => {
  if (!e.record.getString("content").trim()) throw new BadRequestError("댓글 내용을 입력해주세요.");
}, "comments");

// POST /api/comments/:id/like  body {liked?: boolean}  -> the comment (author expanded).
routerAdd(
  "POST",
  "/api/comments/:id/like",
  (c) => {
    const lib = require(`${__hooks}/comments-lib.js`);
    const p = require(`${__hooks}/privacy.js`);
    const auth = c.get("authRecord");
    const data = $apis.requestInfo(c).data || {};
    if (data.liked !== undefined && typeof data.liked !== "boolean")
      throw new BadRequestError("liked는 true 또는 false여야 해요.");
    const liked = data.liked;
    const record = lib.setLike(c.pathParam("id"), auth.id, liked);
    // Only the author, whatever ?expand= says (a client's expand is not a shape this route offers).
    $app.dao().expandRecord(record, ["author"], null);
    return c.json(200, p.exportRecord(record, auth.id));
  },
  $apis.requireRecordAuth("users"),
);

// A deleted comment cannot be edited back to life.
onRecordBeforeUpdateRequest((e) => {
  if (e.record.originalCopy().getBool("deleted")) throw new BadRequestError("삭제된 댓글은 고칠 수 없어요.");
}, "comments");

// The records API may delete only a comment without replies: deleting a parent there would
// cascade to other members' replies. The app deletes through the route below.
onRecordBeforeDeleteRequest((e) => {
  if (require(`${__hooks}/comments-lib.js`).list(e.record, "replyIdArray").length > 0) {
    throw new BadRequestError("답글이 달린 댓글은 앱에서 삭제해 주세요.");
  }
}, "comments");

// POST /api/chaekdongne/comments/:id/delete (author only) -> {deleted: "soft" | "hard"}.
// A top-level comment with replies keeps its place as "삭제된 댓글이에요" (text removed); anything
// else is removed, and a soft-deleted parent whose last reply goes is removed with it.
routerAdd(
  "POST",
  "/api/chaekdongne/comments/:id/delete",
  (c) => {
    const lib = require(`${__hooks}/comments-lib.js`);
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
  },
  $apis.requireRecordAuth("users"),
);

// GET /api/chaekdongne/reviews/:id/comment-count -> {count}: comments and replies still shown
// (soft-deleted parents excluded); an index range over the review's comments.
routerAdd("GET", "/api/chaekdongne/reviews/:id/comment-count", (c) => {
  const row = new DynamicModel({ count: 0 });
  $app
    .dao()
    .db()
    .newQuery("SELECT COUNT(*) AS count FROM comments WHERE bookReviewId = {:id} AND deleted = 0")
    .bind({ id: c.pathParam("id") })
    .one(row);
  return c.json(200, { count: row.count });
});

// The member types up to 1000 characters; a reply's leading "@nickname " (at most 12 characters)
// does not count (schema max 1012, pb_migrations/1732201310_comment_mention_room.js; issue 15).
onRecordBeforeCreateRequest((e) => {
  const text = e.record.getString("content");
  const typed = e.record.getString("replyToId") ? text.replace(/^@[^\n]{1,10}? /, "") : text;
  if (Array.from(typed).length > 1000) throw new BadRequestError("댓글은 1000자까지 쓸 수 있어요.");
}, "comments");

onRecordBeforeUpdateRequest((e) => {
  const text = e.record.getString("content");
  const typed = e.record.getString("replyToId") ? text.replace(/^@[^\n]{1,10}? /, "") : text;
  if (Array.from(typed).length > 1000) throw new BadRequestError("댓글은 1000자까지 쓸 수 있어요.");
}, "comments");
