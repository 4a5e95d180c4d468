import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, invalidateLive, liveGateSync, subscribeLive } from "@/lib/live";
import { notificationKeys } from "../api/keys";

/**
 * The server pings the custom topic "inbox" on my own connections when one of my notifications
 * is stored or read ({type:"new"|"read"}; {type:"chat"} pings are the chat feature's). Those
 * refetch the badge and the list, and so does subscribeLive's catch-up (after every reconnect:
 * whatever arrived with no connection to be pinged on). The list is keyed by id, so nothing
 * doubles. The badge's first count comes from the server on the "notificationsUnread" topic as the
 * topics go live (PUSHED_COUNTS, pb_hooks/notifications/routes.js), not by a request after them
 * (issue 33): useUnreadCount waits for this hook's gate (src/lib/live-gate.ts) and fetches the
 * count itself only if none came within GATE_FALLBACK_MS. A list fetched before the topics were live is
 * fetched again once they are.
 */
export function useInboxRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const { refresh, cancel } = debouncedRefresh(queryClient, notificationKeys.all, 150);
    const badge = liveGateSync(queryClient, notificationKeys.unread(userId), refresh, { pushed: true });
    const stop = subscribeLive(
      [
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type !== "chat") refresh();
        }),
        pb.realtime.subscribe("notificationsUnread", (unread: { count: number }) =>
          badge.answer(unread.count),
        ),
      ],
      (reconnect) => {
        badge.sync(reconnect);
        if (!reconnect) void invalidateLive(queryClient, notificationKeys.list(userId));
      },
    );
    return () => {
      cancel();
      badge.close();
      stop();
    };
  }, [userId, queryClient]);
}
