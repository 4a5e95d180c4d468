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

// After every create (API or admin): the parent lists the reply (own transaction, see comments-lib.js).
onModelAfterCreate((e) => {
  require(`${__hooks}/comments-lib.js`).linkReply(e.model);
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
    if (data.liked !== undefined && typeof data.liked !== "boolean") throw new BadRequestError("liked는 true 또는 false여야 해요.");
    const liked = data.liked;
    const record = lib.setLike(c.pathParam("id"), auth.id, liked);
    // Only the author, whatever ?expand= says (a client's expand is not a shape this route offers).
    $app.dao().expandRecord(record, ["author"], null);
    return c.json(200, p.exportRecord(record, auth.id));
  },
  $apis.requireRecordAuth("users"),
);
