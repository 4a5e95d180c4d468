import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, subscribeLive } from "@/lib/live";
import { notificationKeys } from "../api/keys";

/**
 * The server pings the custom topic "inbox" on my own connections when one of my notifications
 * is stored or read ({type:"new"|"read"}; {type:"chat"} pings are the chat feature's). Those
 * refetch the badge and the list, and so does subscribeLive's catch-up (once the topic is live,
 * and after every reconnect: whatever arrived with no connection to be pinged on). The list is
 * keyed by id, so nothing doubles.
 */
export function useInboxRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const { refresh, cancel } = debouncedRefresh(queryClient, notificationKeys.all, 150);
    const stop = subscribeLive(
      [
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type !== "chat") refresh();
        }),
      ],
      refresh,
    );
    return () => {
      cancel();
      stop();
    };
  }, [userId, queryClient]);
}
