// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LEFT_MEMBER_NAME, memberName } from "@/lib/member-name";
import { shownText } from "@/features/chat/components/message-list";
import { BLOCKED_MESSAGE, HIDDEN_MESSAGE } from "@/features/chat/lib/hidden-text";

describe("member display after 회원탈퇴", () => {
  it("shows the nickname, or 탈퇴한 회원 for the empty tombstone and unknown members", () => {
    expect(memberName({ nickname: "책벌레하나" })).toBe("책벌레하나");
    expect(memberName({ nickname: "" })).toBe(LEFT_MEMBER_NAME);
    expect(memberName(undefined)).toBe("탈퇴한 회원");
  });
});

describe("chat text for blocked and hidden messages", () => {
  const base = {
    kind: "message" as const,
    key: "m1",
    created: "2026-11-22 10:00:00.000Z",
    mine: false,
    from: "x",
  };
  it("replaces a blocked member's message with the notice, even before the server empties it", () => {
    expect(shownText({ ...base, text: "안녕하세요", senderId: "b" }, new Set(["b"]))).toEqual({
      text: BLOCKED_MESSAGE,
      muted: true,
    });
    expect(shownText({ ...base, text: "", senderId: "b" }, new Set(["b"]))).toEqual({
      text: BLOCKED_MESSAGE,
      muted: true,
    });
  });
  it("says why the server emptied a message (hiddenReason); leaves others and my unsent ones alone", () => {
    expect(shownText({ ...base, text: "", hiddenReason: "reported", senderId: "c" }, new Set())).toEqual({
      text: HIDDEN_MESSAGE,
      muted: true,
    });
    expect(shownText({ ...base, text: "", hiddenReason: "blocked", senderId: "c" }, new Set())).toEqual({
      text: BLOCKED_MESSAGE,
      muted: true,
    });
    expect(shownText({ ...base, text: "좋아요", senderId: "c" }, new Set(["b"]))).toEqual({ text: "좋아요" });
    expect(shownText({ ...base, text: "내 글", mine: true, senderId: "b" }, new Set(["b"]))).toEqual({
      text: "내 글",
    });
  });
});
