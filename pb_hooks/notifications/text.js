// The Korean sentence of a notification, written once: the inbox shows it (notifications/lib.js
// inboxPage adds it to every item) and a Web Push carries it (push/render.js, through inboxItem). Load inside a
// handler: require(`${__hooks}/notifications/text.js`). `item` is an inbox item as inboxPage
// builds it: actors' nicknames as they are now ("" for a member who left), the target's current
// title ("" when the reader may not see it now).

const LEFT_MEMBER_NAME = "탈퇴한 회원"; // src/lib/member-name.ts (tests/notification-text.test.ts)

/** "민지 님" / "민지 님 외 3명" (a grouped notification); a member who left is 탈퇴한 회원. */
function actorsText(item) {
  const first = (item.actors && item.actors[0]) || LEFT_MEMBER_NAME;
  const others = Math.max(0, (item.actorCount || 0) - 1);
  return others > 0 ? `${first} 님 외 ${others}명` : `${first} 님`;
}

/** The sentence for one notification. No title: a club or review the reader may not see now. */
function notificationText(item) {
  const who = actorsText(item);
  const club = item.targetTitle ? `'${item.targetTitle}' 모임` : "가려진 모임";
  const review = item.targetTitle ? `내 리뷰 '${item.targetTitle}'` : "가려진 내 리뷰";
  switch (item.kind) {
    case "club_applied":
      return `${who}이 ${club}에 참여를 신청했어요.`;
    case "club_withdrew":
      return `${who}이 ${club} 참여 신청을 취소했어요.`;
    case "club_left":
      return `${who}이 ${club}에서 나갔어요.`;
    case "club_full":
      return `${club}의 참여 인원이 모두 찼어요.`;
    case "club_approved":
      return `${club} 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!`;
    case "club_approval_cancelled":
      return `${club} 참여 확정이 취소됐어요.`;
    case "club_expired":
      return `${club} 참여 신청이 24시간 동안 승인되지 않아 만료됐어요.`;
    case "club_deleted":
      return `${club}이 삭제됐어요.`;
    case "club_waitlisted":
      return `${who}이 ${club}에 대기 신청했어요.`;
    case "club_waitlist_promoted":
      return `${club}에 자리가 나서 참여 신청으로 바뀌었어요. 모임장이 승인하면 참여가 확정돼요.`;
    case "review_comment":
      return `${who}이 ${review}에 댓글을 남겼어요.`;
    case "comment_reply":
      return `${who}이 내 댓글에 답글을 남겼어요.`;
    default:
      return "새 알림이 있어요.";
  }
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

module.exports = { LEFT_MEMBER_NAME, actorsText, notificationText, targetPath, pushCategory };
