import type { QueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { getMessagesQueryOptions } from "./get-messages";
import { addMessagesToCache, newestCachedMessage } from "./messages-cache";
import { MESSAGE_FIELDS, type ChatMessage } from "./types";

/**
 * Fetches everything created since the newest cached message (inclusive: same-millisecond
 * messages; duplicates are dropped by id). Called once the subscription is live, so together
 * they leave no gap.
 */
export async function catchUpMessages(queryClient: QueryClient, roomId: string) {
  await queryClient.ensureInfiniteQueryData(getMessagesQueryOptions(roomId));
  const newest = newestCachedMessage(queryClient, roomId);
  const filter = newest
    ? pb.filter("chattingRoom = {:roomId} && created >= {:since}", { roomId, since: newest.created })
    : pb.filter("chattingRoom = {:roomId}", { roomId });
  const missed = await pb.collection("message").getFullList<ChatMessage>({
    filter,
    sort: "created,id",
    expand: "sender",
    fields: MESSAGE_FIELDS,
    batch: 500,
  });
  addMessagesToCache(queryClient, roomId, missed);
}
