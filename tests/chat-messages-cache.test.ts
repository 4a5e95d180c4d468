import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { chatKeys } from "@/features/chat/api/keys";
import { addMessagesToCache, flattenMessages, newestCachedMessage } from "@/features/chat/api/messages-cache";
import type { ChatMessage } from "@/features/chat/api/types";

const msg = (id: string, created: string, roomId = "room1"): ChatMessage =>
  ({
    id,
    created,
    chattingRoom: roomId,
    sender: "u1",
    text: id,
    updated: created,
    collectionId: "m",
    collectionName: "message",
  }) as ChatMessage;

function seeded() {
  const qc = new QueryClient();
  qc.setQueryData(chatKeys.messages("room1"), {
    pageParams: [null, { created: "b", id: "b" }],
    pages: [
      { items: [msg("m4", "2026-11-21 10:04:00.000Z"), msg("m3", "2026-11-21 10:03:00.000Z")], older: null },
      { items: [msg("m2", "2026-11-21 10:02:00.000Z"), msg("m1", "2026-11-21 10:01:00.000Z")], older: null },
    ],
  });
  return qc;
}
const texts = (qc: QueryClient) =>
  flattenMessages(qc.getQueryData(chatKeys.messages("room1"))).map((m) => m.id);

describe("chat message cache", () => {
  it("renders oldest first across pages", () => {
    expect(texts(seeded())).toEqual(["m1", "m2", "m3", "m4"]);
  });

  it("adds realtime and catch-up messages once, in order, ignoring other rooms", () => {
    const qc = seeded();
    const late = msg("m6", "2026-11-21 10:06:00.000Z");
    const sameMs = [msg("m5b", "2026-11-21 10:05:00.000Z"), msg("m5a", "2026-11-21 10:05:00.000Z")];
    addMessagesToCache(qc, "room1", [late]);
    addMessagesToCache(qc, "room1", [...sameMs, late, msg("m4", "2026-11-21 10:04:00.000Z")]); // catch-up overlaps
    addMessagesToCache(qc, "room1", [msg("x1", "2026-11-21 10:07:00.000Z", "room2")]);
    expect(texts(qc)).toEqual(["m1", "m2", "m3", "m4", "m5a", "m5b", "m6"]);
    expect(newestCachedMessage(qc, "room1")?.id).toBe("m6");
  });

  it("does nothing before the first page is loaded (the catch-up after loading covers it)", () => {
    const qc = new QueryClient();
    addMessagesToCache(qc, "room1", [msg("m1", "2026-11-21 10:01:00.000Z")]);
    expect(qc.getQueryData(chatKeys.messages("room1"))).toBeUndefined();
  });
});
