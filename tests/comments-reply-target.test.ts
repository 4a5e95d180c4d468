// @vitest-environment node
import { describe, expect, it } from "vitest";
import { eatNickname, splitMention, withMention } from "@/features/comments/lib/reply-target";

describe("reply target", () => {
  it("Backspace eats one Hangul syllable at a time and clears the target at the end", () => {
    let target = eatNickname({ id: "c1", nickname: "밤의독서가" });
    expect(target).toEqual({ id: "c1", nickname: "밤의독서" });
    for (let i = 0; i < 3; i++) target = target && eatNickname(target);
    expect(target).toEqual({ id: "c1", nickname: "밤" });
    expect(eatNickname(target!)).toBeNull();
  });

  it("prefixes the sent text with @ and the shown nickname", () => {
    expect(withMention({ id: "c1", nickname: "책벌레하나" }, "  같이 읽어요 ")).toBe(
      "@책벌레하나 같이 읽어요",
    );
    expect(withMention(null, "그냥 댓글")).toBe("그냥 댓글");
  });

  it("splits a leading mention for highlighting only", () => {
    expect(splitMention("@밤의독서가 같이 읽어요")).toEqual({ mention: "@밤의독서가", rest: "같이 읽어요" });
    expect(splitMention("메일은 a@b.kr 이에요")).toEqual({ mention: "", rest: "메일은 a@b.kr 이에요" });
  });
});
