import { queryOptions, useQuery } from "@tanstack/react-query";
import { ClientResponseError } from "pocketbase";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";
import { ROOM_DETAIL_FIELDS, type ChatRoom } from "./types";

/** One room with its club and members' public cards. 404 for anyone not in the room (view rule). */
export const getChatRoom = (roomId: string, signal?: AbortSignal) =>
  pb
    .collection("chattingRoom")
    .getOne<ChatRoom>(roomId, { expand: "socialing,users", fields: ROOM_DETAIL_FIELDS, signal });

export const getChatRoomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: chatKeys.room(roomId),
    queryFn: ({ signal }) => getChatRoom(roomId, signal),
    // A 404 means "not a member": retrying will not change it.
    retry: (count, error) => !(error instanceof ClientResponseError && error.status === 404) && count < 1,
  });

export const useChatRoom = (roomId: string) => useQuery(getChatRoomQueryOptions(roomId));

export const isAccessDenied = (error: unknown) =>
  error instanceof ClientResponseError && (error.status === 404 || error.status === 403);
