import { describe, expect, it } from "vitest";
import { actorsText, notificationText } from "@/features/notifications/lib/notification-text";
import type { InboxItem } from "@/features/notifications/api/types";

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: "n1",
  kind: "review_comment",
  actors: ["민지"],
  actorCount: 1,
  targetId: "r1",
  targetTitle: "불편한 편의점",
  read: false,
  at: "2026-11-22 10:00:00.000Z",
  ...over,
});

// The server reads names and titles when the inbox is asked (pb_hooks/notifications/lib.js).
describe("notification text", () => {
  it("names actors as they are now; a member who left is 탈퇴한 회원", () => {
    expect(actorsText(item({}))).toBe("민지 님");
    expect(actorsText(item({ actors: ["민지", "서준"], actorCount: 4 }))).toBe("민지 님 외 3명");
    expect(actorsText(item({ actors: [""] }))).toBe("탈퇴한 회원 님");
  });

  it("says a club or review I may not see now is hidden, without its title", () => {
    expect(notificationText(item({}))).toBe("민지 님이 내 리뷰 '불편한 편의점'에 댓글을 남겼어요.");
    expect(notificationText(item({ targetTitle: "", targetId: "" }))).toBe(
      "민지 님이 가려진 내 리뷰에 댓글을 남겼어요.",
    );
    expect(notificationText(item({ kind: "club_applied", targetTitle: "", targetId: "" }))).toBe(
      "민지 님이 가려진 모임에 참여를 신청했어요.",
    );
  });

  it("tells the waitlist's news: a member joined the line, my place became an application", () => {
    const club = { targetId: "c1", targetTitle: "망원 북클럽" };
    expect(
      notificationText(item({ kind: "club_waitlisted", actorCount: 2, actors: ["민지", "서준"], ...club })),
    ).toBe("민지 님 외 1명이 '망원 북클럽' 모임에 대기 신청했어요.");
    expect(notificationText(item({ kind: "club_waitlist_promoted", ...club }))).toBe(
      "'망원 북클럽' 모임에 자리가 나서 참여 신청으로 바뀌었어요. 모임장이 승인하면 참여가 확정돼요.",
    );
  });
});
