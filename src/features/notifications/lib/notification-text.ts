import { paths } from "@/config/paths";
import { memberName } from "@/lib/member-name";
import type { InboxItem } from "../api/types";

/** "민지 님" / "민지 님 외 3명" (a grouped notification); a member who left is 탈퇴한 회원. */
export function actorsText(item: Pick<InboxItem, "actors" | "actorCount">): string {
  const first = memberName({ nickname: item.actors[0] });
  const others = Math.max(0, item.actorCount - 1);
  return others > 0 ? `${first} 님 외 ${others}명` : `${first} 님`;
}

/** The Korean sentence shown for a notification. No title: a club or review I may not see now. */
export function notificationText(item: InboxItem): string {
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

/** Where tapping the notification goes (null: the club no longer exists). */
export function notificationTarget(item: InboxItem): string | null {
  if (!item.targetId) return null;
  if (item.kind === "review_comment" || item.kind === "comment_reply")
    return paths.reviewComments(item.targetId);
  return paths.clubDetail(item.targetId);
}
