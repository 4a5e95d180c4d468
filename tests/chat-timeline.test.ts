import { describe, expect, it } from "vitest";
import { buildTimeline } from "@/features/chat/components/timeline";
import type { ChatMessage } from "@/features/chat/api/types";

const msg = (id: string, created: string, sender: string) => ({ id, created, sender, text: id, chattingRoom: "r" }) as ChatMessage;

describe("chat timeline", () => {
  it("puts a divider before the first message of each Korean day and marks own messages", () => {
    // Times chosen so the days are the same in UTC and in Korea (the test does not depend on the zone).
    const entries = buildTimeline(
      [msg("a", "2026-11-20 01:00:00.000Z", "me"), msg("b", "2026-11-20 02:00:00.000Z", "you"), msg("c", "2026-11-22 02:00:00.000Z", "you")],
      [{ id: "o1", roomId: "r", text: "보내는 중", status: "pending", createdAt: "2026-11-22T03:00:00.000Z" }],
      "me",
    );
    expect(entries.map((e) => (e.kind === "day" ? "day" : e.key))).toEqual(["day", "a", "b", "day", "c", "o1"]);
    const mine = entries.filter((e) => e.kind === "message" && e.mine).map((e) => e.key);
    expect(mine).toEqual(["a", "o1"]);
  });
});
