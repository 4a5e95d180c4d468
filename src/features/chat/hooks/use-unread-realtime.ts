import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, subscribeLive } from "@/lib/live";
import { chatKeys } from "../api/keys";

/**
 * Keeps the unread chat counts live anywhere in the app: a message in one of my rooms or my
 * marker moving on another tab (the server's {type:"chat"} ping on "inbox", sent to room members
 * only: pb_hooks/chat/lib.js) or a room change refetch the counts, once per burst; so does
 * subscribeLive's catch-up (once the topics are live, and after every reconnect).
 */
export function useChatUnreadRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const { refresh, cancel } = debouncedRefresh(queryClient, chatKeys.unread(userId), 300);
    const stop = subscribeLive(
      [
        pb.collection("chattingRoom").subscribe("*", refresh),
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type === "chat") refresh();
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
