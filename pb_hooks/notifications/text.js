// The Korean sentence of a notification, written once, for the two places that show one: the app's
// inbox renders each item's sentence with it (imported as `@hooks/notifications/text.js`,
// scripts/lib/vite-hook-modules.mjs) and a Web Push carries it (push/render.js, through inboxItem).
// On the server: require(`${__hooks}/notifications/text.js`). Self-contained (the app has no
// require). `item` is an inbox item as inboxPage builds it: the latest actor's nickname as it is now
// ("" for a member who left) and the count, the target's current title ("" when the reader may not
// see it now).

const LEFT_MEMBER_NAME = "탈퇴한 회원"; // src/lib/member-name.ts (tests/notification-text.test.ts)

// The sentences, as templates: {who} (the actors), {club} and {review} (the target). Each slot has
// its words for a title and for none (a club or review the reader may not see now). The server
// sends only these inputs, not the sentence: writing 20 sentences inside the inbox's SQL was a third
// of its cost (docs/performance.md). tests/notification-text.test.ts holds every kind.
const SENTENCES = {
  club_applied: "{who}이 {club}에 참여를 신청했어요.",
  club_withdrew: "{who}이 {club} 참여 신청을 취소했어요.",
  club_left: "{who}이 {club}에서 나갔어요.",
  club_full: "{club}의 참여 인원이 모두 찼어요.",
  club_approved: "{club} 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!",
  club_approval_cancelled: "{club} 참여 확정이 취소됐어요.",
  club_expired: "{club} 참여 신청이 24시간 동안 승인되지 않아 만료됐어요.",
  club_deleted: "{club}이 삭제됐어요.",
  club_waitlisted: "{who}이 {club}에 대기 신청했어요.",
  club_waitlist_promoted: "{club}에 자리가 나서 참여 신청으로 바뀌었어요. 모임장이 승인하면 참여가 확정돼요.",
  review_comment: "{who}이 {review}에 댓글을 남겼어요.",
  comment_reply: "{who}이 내 댓글에 답글을 남겼어요.",
};
const UNKNOWN_KIND = "새 알림이 있어요.";
// "민지 님" / "민지 님 외 3명" (a grouped notification); no name (a member who left): 탈퇴한 회원.
const WHO = { one: "{name} 님", more: "{name} 님 외 {others}명" };
const TARGET = {
  club: { titled: "'{title}' 모임", hidden: "가려진 모임" },
  review: { titled: "내 리뷰 '{title}'", hidden: "가려진 내 리뷰" },
};
const SLOT = /\{(\w+)\}/g;
const KINDS = Object.keys(SENTENCES);

function fill(template, values) {
  return template.replace(SLOT, (_, name) => values[name]);
}

/** "민지 님" / "민지 님 외 3명" (a grouped notification); a member who left is 탈퇴한 회원. */
function actorsText(item) {
  const name = (item.actors && item.actors[0]) || LEFT_MEMBER_NAME;
  const others = Math.max(0, (item.actorCount || 0) - 1);
  return fill(others > 0 ? WHO.more : WHO.one, { name, others });
}

function targetText(slot, title) {
  return title ? fill(TARGET[slot].titled, { title }) : TARGET[slot].hidden;
}

/** The sentence for one notification. No title: a club or review the reader may not see now. */
function notificationText(item) {
  const template = Object.prototype.hasOwnProperty.call(SENTENCES, item.kind)
    ? SENTENCES[item.kind]
    : UNKNOWN_KIND;
  return fill(template, {
    who: actorsText(item),
    club: targetText("club", item.targetTitle),
    review: targetText("review", item.targetTitle),
  });
}

const COMMENT_KINDS = { review_comment: true, comment_reply: true };

/**
 * Where a tap on a notification goes: the club or the review's comments; the inbox when there is
 * nothing to open (the club is gone, or the reader may not see it now). The app's own link is
 * notificationTarget (src/features/notifications/lib/notification-text.ts); the unit test holds
 * the two together.
 */
function targetPath(item) {
  if (!item.targetId) return "/notifications";
  return COMMENT_KINDS[item.kind] ? `/bookReview/${item.targetId}/comments` : `/club/${item.targetId}`;
}

/** Which push setting a kind belongs to: comments and replies, or applications and approvals. */
function pushCategory(kind) {
  return COMMENT_KINDS[kind] ? "comments" : "clubs";
}

module.exports = {
  KINDS,
  LEFT_MEMBER_NAME,
  actorsText,
  notificationText,
  targetPath,
  pushCategory,
};
