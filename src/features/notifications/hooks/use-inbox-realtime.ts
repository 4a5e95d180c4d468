import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, liveGateSync, subscribeLive } from "@/lib/live";
import { notificationKeys } from "../api/keys";

/**
 * The server pings the custom topic "inbox" on my own connections when one of my notifications
 * is stored or read ({type:"new"|"read"}; {type:"chat"} pings are the chat feature's). Those
 * refetch the badge and the list, and so does subscribeLive's catch-up (once the topic is live,
 * and after every reconnect: whatever arrived with no connection to be pinged on). The list is
 * keyed by id, so nothing doubles. The badge waits for the topic (its gate, src/lib/live-gate.ts):
 * it is fetched once, after the catch-up, not before it and again.
 */
export function useInboxRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const { refresh, cancel } = debouncedRefresh(queryClient, notificationKeys.all, 150);
    const gate = liveGateSync(queryClient, notificationKeys.all, refresh);
    const stop = subscribeLive(
      [
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type !== "chat") refresh();
        }),
      ],
      gate.sync,
    );
    return () => {
      cancel();
      gate.close();
      stop();
    };
  }, [userId, queryClient]);
}
