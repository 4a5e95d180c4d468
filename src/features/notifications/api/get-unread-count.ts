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

/** Fetched once useInboxRealtime (the member shell) has the inbox topic live: the count it keeps. */
export function useUnreadCount(userId: string) {
  const live = useLiveGate(notificationKeys.all);
  return useQuery({ ...getUnreadCountQueryOptions(userId), enabled: !!userId && live });
}
