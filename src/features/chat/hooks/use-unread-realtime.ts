import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { debouncedRefresh, liveGateSync, subscribeLive } from "@/lib/live";
import { chatKeys } from "../api/keys";
import type { ChatUnread } from "../api/get-unread";

/**
 * Keeps the unread chat counts live anywhere in the app: a message in one of my rooms or my
 * marker moving on another tab (the server's {type:"chat"} ping on "inbox", sent to room members
 * only: pb_hooks/chat/lib.js) or a room change refetch the counts, once per burst; so does
 * subscribeLive's catch-up after every reconnect. The first counts come from the server on the
 * "chatUnread" topic as the topics go live (PUSHED_COUNTS, pb_hooks/notifications/routes.js),
 * not by a request after them (issue 33); useChatUnread waits for this hook's gate
 * (src/lib/live-gate.ts) and fetches them itself only if none came within GATE_FALLBACK_MS.
 */
export function useChatUnreadRealtime(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const key = chatKeys.unread(userId);
    const { refresh, cancel } = debouncedRefresh(queryClient, key, 300);
    const gate = liveGateSync(queryClient, key, refresh, { pushed: true });
    const stop = subscribeLive(
      [
        pb.collection("chattingRoom").subscribe("*", refresh),
        pb.realtime.subscribe("inbox", (e: { type?: string } | undefined) => {
          if (e?.type === "chat") refresh();
        }),
        pb.realtime.subscribe("chatUnread", (counts: ChatUnread) => gate.answer(counts)),
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
