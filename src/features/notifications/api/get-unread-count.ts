import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { useLiveGate } from "@/lib/live-gate";
import { notificationKeys } from "./keys";

/** My unread notification count (the server stops counting at 100). */
export const getUnreadCount = async (signal?: AbortSignal) =>
  (await loadPb()).send<{ count: number }>("/api/chaekdongne/notifications/unread", {
    method: "GET",
    signal,
  });

export const getUnreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadCount(signal).then((r) => r.count),
    enabled: !!userId,
    staleTime: 30_000,
  });

/**
 * The count useInboxRealtime (the member shell) keeps: it comes with the subscription; fetched
 * here only after a reconnect or when none came (the gate's fallback).
 */
export function useUnreadCount(userId: string) {
  const live = useLiveGate(notificationKeys.unread(userId));
  return useQuery({ ...getUnreadCountQueryOptions(userId), enabled: !!userId && live });
}
