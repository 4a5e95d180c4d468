import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";

/**
 * Keeps the unread chat counts live anywhere in the app: a message in one of my rooms or my
 * marker moving on another tab (the server's {type:"chat"} ping on "inbox", sent to room members
 * only: pb_hooks/chat-delivery.js), a room change and every reconnect refetch the counts, once per
 * burst.
 */
export function useChatUnreadRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) }), 300);
    };
    const unsubs = [
      pb.collection("chattingRoom").subscribe("*", refresh),
      pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
        if (e?.type === "chat") refresh();
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
