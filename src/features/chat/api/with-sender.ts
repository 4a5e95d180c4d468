import type { QueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { PublicUser } from "@/types/public-user";
import { chatKeys } from "./keys";
import { MESSAGE_FIELDS, type ChatMessage, type ChatRoom } from "./types";

/**
 * Realtime events arrive without expand (cheaper fan-out); the sender's public card comes from
 * the room's members. Someone not known yet (just joined): one request for that message.
 */
export async function withSender(
  queryClient: QueryClient,
  roomId: string,
  record: ChatMessage,
): Promise<ChatMessage> {
  if (record.expand?.sender) return record;
  const room = queryClient.getQueryData<ChatRoom>(chatKeys.room(roomId));
  const sender: PublicUser | undefined = room?.expand?.users?.find((u) => u.id === record.sender);
  if (sender) return { ...record, expand: { sender } };
  return pb
    .collection("message")
    .getOne<ChatMessage>(record.id, { expand: "sender", fields: MESSAGE_FIELDS });
}
