// @vitest-environment node
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { buildTimeline } from "@/features/chat/components/timeline";
import { formatLongDate } from "@/lib/format-date";
import type { ChatMessage } from "@/features/chat/api/types";

const msg = (id: string, created: string, sender: string) =>
  ({ id, created, sender, text: id, chattingRoom: "r" }) as ChatMessage;

describe("chat timeline", () => {
  it("puts a divider before the first message of each Korean day and marks own messages", () => {
    // Times chosen so the days are the same in UTC and in Korea (the test does not depend on the zone).
    const entries = buildTimeline(
      [
        msg("a", "2026-11-20 01:00:00.000Z", "me"),
        msg("b", "2026-11-20 02:00:00.000Z", "you"),
        msg("c", "2026-11-22 02:00:00.000Z", "you"),
      ],
      [
        {
          id: "o1",
          roomId: "r",
          text: "보내는 중",
          status: "pending",
          createdAt: "2026-11-22T03:00:00.000Z",
        },
      ],
      "me",
    );
    expect(entries.map((e) => (e.kind === "day" ? "day" : e.key))).toEqual([
      "day",
      "a",
      "b",
      "day",
      "c",
      "o1",
    ]);
    const mine = entries.filter((e) => e.kind === "message" && e.mine).map((e) => e.key);
    expect(mine).toEqual(["a", "o1"]);
  });
});

describe("chat timeline grouping", () => {
  it("groups bubbles of one sender within a minute: first keeps the name, last keeps the time", () => {
    const entries = buildTimeline(
      [
        msg("a", "2026-11-22 02:00:00.000Z", "you"),
        msg("b", "2026-11-22 02:00:40.000Z", "you"),
        msg("c", "2026-11-22 02:01:30.000Z", "you"), // 50 s after b: still the group
        msg("d", "2026-11-22 02:03:00.000Z", "you"), // 90 s later: a new group
        msg("e", "2026-11-22 02:03:10.000Z", "me"), // another sender
      ],
      [],
      "me",
    );
    const m = entries.filter((e) => e.kind === "message");
    expect(m.map((e) => [e.key, !!e.continued, !!e.hideTime])).toEqual([
      ["a", false, true],
      ["b", true, true],
      ["c", true, false],
      ["d", false, false],
      ["e", false, false],
    ]);
  });

  it("a new day starts a new group under its divider (2026년 11월 22일 일요일)", () => {
    vi.stubEnv("TZ", "Asia/Seoul"); // Node applies a TZ change at once: midnight in Korea
    onTestFinished(() => void vi.unstubAllEnvs());
    const entries = buildTimeline(
      [msg("a", "2026-11-21 14:59:50.000Z", "you"), msg("b", "2026-11-21 15:00:10.000Z", "you")],
      [],
      "me",
    );
    expect(entries.map((e) => e.kind)).toEqual(["day", "message", "day", "message"]);
    const b = entries[3];
    expect(b.kind === "message" && !!b.continued).toBe(false);
    const day = entries[2];
    expect(day.kind === "day" && formatLongDate(day.date)).toBe("2026년 11월 22일 일요일");
  });
});
