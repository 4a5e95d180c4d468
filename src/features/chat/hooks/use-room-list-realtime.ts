import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, subscribeLive } from "@/lib/live";
import { chatKeys } from "../api/keys";

/**
 * Keeps the room list live: a new message in any of my rooms (the server's {type:"chat"} ping on
 * "inbox", sent to room members only: pb_hooks/chat/lib.js) or a membership change refetches
 * the list, and so does subscribeLive's catch-up (once the topics are live, and after every
 * reconnect). The unread counts shown on the list are kept live app-wide (useChatUnreadRealtime).
 */
export function useRoomListRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A busy room sends many events: refetch once per burst.
    const { refresh, cancel } = debouncedRefresh(queryClient, chatKeys.roomList(userId), 300);
    const stop = subscribeLive(
      [
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type === "chat") refresh(); // a new preview
        }),
        pb.collection("chattingRoom").subscribe("*", refresh), // joined, removed, deleted
      ],
      refresh,
    );
    return () => {
      cancel();
      stop();
    };
  }, [userId, queryClient]);
}
