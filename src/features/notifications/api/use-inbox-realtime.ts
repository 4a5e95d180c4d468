import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { notificationKeys } from "./keys";

/**
 * The server pings the custom topic "inbox" on my own connections when one of my notifications
 * is stored or read ({type:"new"|"read"}; {type:"chat"} pings are the chat feature's). Those, and
 * every reconnect (PB_CONNECT: whatever arrived while offline), refetch the badge and the list;
 * the list is keyed by id, so nothing doubles.
 */
export function useInboxRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }), 150);
    };
    const unsubs = [
      pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
        if (e?.type !== "chat") refresh();
      }),
      // Every connect, the first included: whatever arrived between the last fetch and this
      // connection (or while offline) had no connection to be pinged on.
      pb.realtime.subscribe("PB_CONNECT", refresh),
    ];
    return () => {
      clearTimeout(timer);
      for (const u of unsubs) void u.then((fn) => fn()).catch(() => undefined);
    };
  }, [userId, queryClient]);
}
