/// <reference path="../pb_data/types.d.ts" />
// Comment invariants the API rules cannot express (rules in pb_migrations/1732200000_schema.js):
// a reply targets a top-level comment of the same review, the parent's replyIdArray lists every
// reply (updated in a transaction right after the insert), and a member likes/unlikes only as themselves.
// Deleting a reply drops it from the parent's replyIdArray (PocketBase relation cleanup);
// deleting a top-level comment deletes its replies (replyToId cascade).

// Clear Korean errors before the write.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/comments/lib.js`).checkNewComment($app.dao(), e.record);
}, "comments");

// After every create (API or admin), in one transaction: the parent lists the reply, and the
// review's writer / the parent's author get their notification (see comments/lib.js).
onModelAfterCreate((e) => {
  const lib = require(`${__hooks}/comments/lib.js`);
  const n = require(`${__hooks}/notifications/lib.js`);
  $app.dao().runInTransaction((tx) => {
    lib.linkReply(tx, e.model);
    n.notifyComment(tx, e.model);
  });
}, "comments");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (!e.record.getString("content").trim()) throw new BadRequestError("댓글 내용을 입력해주세요.");
}, "comments");

// A deleted comment cannot be edited back to life.
onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (e.record.originalCopy().getBool("deleted")) throw new BadRequestError("삭제된 댓글은 고칠 수 없어요.");
}, "comments");

// The records API may delete only a comment without replies: deleting a parent there would
// cascade to other members' replies. The app deletes through the route below.
onRecordBeforeDeleteRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (require(`${__hooks}/comments/lib.js`).list(e.record, "replyIdArray").length > 0) {
    throw new BadRequestError("답글이 달린 댓글은 앱에서 삭제해 주세요.");
  }
}, "comments");

// The member types up to 1000 characters; a reply's leading "@nickname " (at most 12 characters)
// does not count (schema max 1012, pb_migrations/1732201310_comment_mention_room.js; issue 15).
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const text = e.record.getString("content");
  const typed = e.record.getString("replyToId") ? text.replace(/^@[^\n]{1,10}? /, "") : text;
  if (Array.from(typed).length > 1000) throw new BadRequestError("댓글은 1000자까지 쓸 수 있어요.");
}, "comments");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const text = e.record.getString("content");
  const typed = e.record.getString("replyToId") ? text.replace(/^@[^\n]{1,10}? /, "") : text;
  if (Array.from(typed).length > 1000) throw new BadRequestError("댓글은 1000자까지 쓸 수 있어요.");
}, "comments");
