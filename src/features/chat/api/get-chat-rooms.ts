import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";
import { ROOM_FIELDS, type ChatRoom } from "./types";

const PAGE = 30;

/** The member's rooms, latest message first (rooms without messages last), one request per page. */
export async function getChatRooms(userId: string, page: number, signal?: AbortSignal) {
  return pb.collection("chattingRoom").getList<ChatRoom>(page, PAGE, {
    filter: pb.filter("users.id ?= {:userId}", { userId }),
    sort: "-lastMessageAt,-created",
    expand: "socialing",
    fields: ROOM_FIELDS,
    signal,
  });
}

export const getChatRoomsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.roomList(userId),
    queryFn: ({ pageParam, signal }) => getChatRooms(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // Previews change with every message: always refetch when the list opens.
    staleTime: 0,
  });

export const useChatRooms = (userId: string) => useInfiniteQuery(getChatRoomsQueryOptions(userId));
