import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";
import { MESSAGE_FIELDS, MESSAGES_PAGE, type ChatMessage } from "./types";

/** Position of a message in the room's order (created, then id: both break ties). */
export type MessageCursor = { created: string; id: string };
export interface MessagePage {
  /** Newest first. */
  items: ChatMessage[];
  older: MessageCursor | null;
}

/**
 * One page of a room, newest first, older than `before` when given. A cursor instead of page
 * numbers: new messages arriving in realtime would otherwise shift pages (gaps, duplicates).
 */
export async function getMessages(
  roomId: string,
  before: MessageCursor | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const filter = before
    ? pb.filter("chattingRoom = {:roomId} && (created < {:c} || (created = {:c} && id < {:id}))", {
        roomId,
        c: before.created,
        id: before.id,
      })
    : pb.filter("chattingRoom = {:roomId}", { roomId });
  const res = await pb.collection("message").getList<ChatMessage>(1, MESSAGES_PAGE, {
    filter,
    sort: "-created,-id",
    expand: "sender",
    fields: MESSAGE_FIELDS,
    skipTotal: true,
    signal,
  });
  const last = res.items[res.items.length - 1];
  return {
    items: res.items,
    older: res.items.length === MESSAGES_PAGE && last ? { created: last.created, id: last.id } : null,
  };
}

export const getMessagesQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) => getMessages(roomId, pageParam, signal),
    initialPageParam: null as MessageCursor | null,
    getNextPageParam: (last) => last.older ?? undefined,
    // Realtime and the catch-up fetch keep this current; a refetch of every page could open gaps.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

export const useMessages = (roomId: string) => useInfiniteQuery(getMessagesQueryOptions(roomId));
