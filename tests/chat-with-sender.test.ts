// @vitest-environment node
import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { chatKeys } from "@/features/chat/api/keys";
import type { ChatMessage, ChatRoom } from "@/features/chat/api/types";
import { withSender } from "@/features/chat/api/with-sender";

describe("withSender", () => {
  it("fills a realtime message's sender from the room's member cards without a request", async () => {
    const qc = new QueryClient();
    const card = {
      id: "u2",
      collectionId: "_pb_users_auth_",
      collectionName: "users",
      nickname: "문장수집가",
      img: "",
    };
    qc.setQueryData(chatKeys.room("r1"), {
      id: "r1",
      users: ["u1", "u2"],
      expand: { users: [card] },
    } as unknown as ChatRoom);
    const msg = {
      id: "m1",
      chattingRoom: "r1",
      sender: "u2",
      text: "안녕",
      created: "2026-11-21 10:00:00.000Z",
    } as ChatMessage;
    // No msw handler is registered: any request would fail the test.
    await expect(withSender(qc, "r1", msg)).resolves.toMatchObject({
      id: "m1",
      expand: { sender: { nickname: "문장수집가" } },
    });
  });
});
