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
    const liked = typeof data.liked === "boolean" ? data.liked : undefined;
    const record = lib.setLike(c.pathParam("id"), auth.id, liked);
    $apis.enrichRecord(c, $app.dao(), record, "author");
    return c.json(200, p.exportRecord(record, auth.id));
  },
  $apis.requireRecordAuth("users"),
);

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
