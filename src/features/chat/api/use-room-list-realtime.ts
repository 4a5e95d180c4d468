import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";

/**
 * Keeps the room list live: every new message updates its room's preview (pb_hooks/chat.pb.js),
 * and the list rule sends those events only to the room's members. Refetches on reconnect too.
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
      pb.collection("chattingRoom").subscribe("*", refresh),
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
