// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  notificationTarget,
  notificationText as appText,
} from "@/features/notifications/lib/notification-text";
import type { InboxItem, NotificationKind } from "@/features/notifications/api/types";
import { LEFT_MEMBER_NAME } from "@/lib/member-name";
import { paths } from "@/config/paths";
import { loadHookModule } from "./support/pb-hook-module";

// The sentence is written from one set of templates (pb_hooks/notifications/text.js): by the app for
// the inbox (lib/notification-text.ts) and by the server for a Web Push; the push's link is the
// server's targetPath, the inbox's the app's notificationTarget.
const text = loadHookModule<{
  LEFT_MEMBER_NAME: string;
  actorsText: (item: Partial<InboxItem>) => string;
  notificationText: (item: Partial<InboxItem>) => string;
  targetPath: (item: Partial<InboxItem>) => string;
  pushCategory: (kind: string) => string;
}>("notifications/text.js");

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

// Every kind of src/features/notifications/api/types.ts (a record: typecheck fails on a new kind).
const KINDS: Record<NotificationKind, true> = {
  club_applied: true,
  club_withdrew: true,
  club_left: true,
  club_full: true,
  club_approved: true,
  club_approval_cancelled: true,
  club_expired: true,
  club_deleted: true,
  club_waitlisted: true,
  club_waitlist_promoted: true,
  review_comment: true,
  comment_reply: true,
};

describe("notification text (pb_hooks/notifications/text.js)", () => {
  it("names actors as they are now; a member who left is 탈퇴한 회원", () => {
    expect(text.LEFT_MEMBER_NAME).toBe(LEFT_MEMBER_NAME);
    expect(text.actorsText(item({}))).toBe("민지 님");
    expect(text.actorsText(item({ actors: ["민지"], actorCount: 4 }))).toBe("민지 님 외 3명");
    expect(text.actorsText(item({ actors: [""] }))).toBe("탈퇴한 회원 님");
  });

  it("says a club or review I may not see now is hidden, without its title", () => {
    expect(text.notificationText(item({}))).toBe("민지 님이 내 리뷰 '불편한 편의점'에 댓글을 남겼어요.");
    expect(text.notificationText(item({ targetTitle: "", targetId: "" }))).toBe(
      "민지 님이 가려진 내 리뷰에 댓글을 남겼어요.",
    );
    expect(text.notificationText(item({ kind: "club_applied", targetTitle: "", targetId: "" }))).toBe(
      "민지 님이 가려진 모임에 참여를 신청했어요.",
    );
  });

  it("tells the waitlist's news: a member joined the line, my place became an application", () => {
    const club = { targetId: "c1", targetTitle: "망원 북클럽" };
    expect(
      text.notificationText(item({ kind: "club_waitlisted", actorCount: 2, actors: ["민지"], ...club })),
    ).toBe("민지 님 외 1명이 '망원 북클럽' 모임에 대기 신청했어요.");
    expect(text.notificationText(item({ kind: "club_waitlist_promoted", ...club }))).toBe(
      "'망원 북클럽' 모임에 자리가 나서 참여 신청으로 바뀌었어요. 모임장이 승인하면 참여가 확정돼요.",
    );
  });

  it("has a sentence for every kind the app knows", () => {
    for (const kind of Object.keys(KINDS)) {
      const one = item({ kind: kind as NotificationKind });
      expect(text.notificationText(one)).not.toBe("새 알림이 있어요.");
      expect(appText(one)).toBe(text.notificationText(one)); // the inbox writes the push's sentence
    }
  });

  it("sends a push's tap where the inbox's tap goes (the inbox when there is nothing to open)", () => {
    for (const kind of Object.keys(KINDS) as NotificationKind[]) {
      for (const targetId of ["abc123def456ghi", ""]) {
        expect(text.targetPath(item({ kind, targetId }))).toBe(
          notificationTarget({ kind, targetId }) ?? paths.notifications,
        );
      }
    }
  });

  it("files comments and replies under 댓글·답글, everything else under 모임 신청·승인", () => {
    expect(text.pushCategory("review_comment")).toBe("comments");
    expect(text.pushCategory("comment_reply")).toBe("comments");
    expect(text.pushCategory("club_approved")).toBe("clubs");
    expect(text.pushCategory("club_applied")).toBe("clubs");
  });
});
