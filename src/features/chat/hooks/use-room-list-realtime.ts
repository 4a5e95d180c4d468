import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "../api/keys";

/**
 * Keeps the room list live: a new message in any of my rooms (the server's {type:"chat"} ping on
 * "inbox", sent to room members only: pb_hooks/chat-delivery.js) or a membership change refetches
 * the list. Refetches on reconnect too.
 */
export function useRoomListRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A busy room sends many events: refetch once per burst.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.roomList(userId) }), 300);
    };
    let connectedOnce = false;
    const unsubs = [
      pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
        if (e?.type === "chat") refresh(); // a new preview
      }),
      pb.collection("chattingRoom").subscribe("*", refresh), // joined, removed, deleted
      pb.realtime.subscribe("PB_CONNECT", () => {
        if (connectedOnce) refresh();
        connectedOnce = true;
      }),
    ];
    void Promise.all(unsubs).then(() => (connectedOnce = true), () => undefined);
    return () => {
      clearTimeout(timer);
      for (const u of unsubs) void u.then((fn) => fn()).catch(() => undefined);
    };
  }, [userId, queryClient]);
}
