import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { useLiveGate } from "@/lib/live-gate";
import { chatKeys } from "./keys";

export interface ChatUnread {
  rooms: { id: string; unread: number }[];
  total: number;
}

/** Unread messages from others per room I am in, since my read marker (kept by the server). */
export const getChatUnread = (signal?: AbortSignal) =>
  pb.send<ChatUnread>("/api/chaekdongne/chat/unread", { method: "GET", signal });

export const getChatUnreadQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.unread(userId),
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled: !!userId,
    staleTime: 30_000,
  });

/** Fetched once useChatUnreadRealtime (the member shell) has its topics live: the counts it keeps. */
export function useChatUnread(userId: string) {
  const options = getChatUnreadQueryOptions(userId);
  const live = useLiveGate(options.queryKey);
  return useQuery({ ...options, enabled: !!userId && live });
}

/** unread count by room id. */
export const unreadByRoom = (data: ChatUnread | undefined) =>
  new Map((data?.rooms ?? []).map((r) => [r.id, r.unread]));
