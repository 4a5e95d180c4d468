import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RecordSubscription } from "pocketbase";
import { pb } from "@/lib/pocketbase";
import { subscribeLive, untilDone } from "@/lib/live";
import { catchUpMessages } from "../api/catch-up-messages";
import { chatKeys } from "../api/keys";
import { addMessagesToCache } from "../api/messages-cache";
import type { ChatAccessLoss, ChatMessage, ChatRoom } from "../api/types";
import { withSender } from "../api/with-sender";

interface Handlers {
  /** The server says the reader was removed from the room or the club was deleted. */
  onAccessLost: (reason: ChatAccessLoss) => void;
}

/**
 * Live room: messages of this room only (sender filled in by withSender), the room record
 * (member count) and loss of access (pb_hooks/chat.pb.js). subscribeLive fetches what was missed
 * once the topics are live and after every reconnect. Everything is unsubscribed on unmount.
 */
export function useRoomRealtime(roomId: string, enabled: boolean, { onAccessLost }: Handlers) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    const catchUp = () => catchUpMessages(queryClient, roomId);
    const stop = subscribeLive(
      [
        // This room's messages, sent to its members only (pb_hooks/chat/lib.js).
        pb.realtime.subscribe(`chat/${roomId}`, (e: RecordSubscription<ChatMessage>) => {
          if (e.action !== "create") return;
          withSender(queryClient, roomId, e.record).then(
            (m) => addMessagesToCache(queryClient, roomId, [m]),
            // The sender's card could not be fetched: the catch-up brings the message with it.
            () => untilDone(catchUp, () => !closed),
          );
        }),
        pb.collection("chattingRoom").subscribe<ChatRoom>(roomId, (e) => {
          if (e.action === "update") {
            queryClient.setQueryData<ChatRoom>(chatKeys.room(roomId), (old) =>
              old ? { ...old, users: e.record.users } : old,
            );
          }
        }),
        pb.realtime.subscribe(`chatAccess/${roomId}`, (data: { reason?: ChatAccessLoss }) =>
          onAccessLost(data.reason === "deleted" ? "deleted" : "removed"),
        ),
      ],
      (reconnect) => {
        // Back from a drop: membership may have changed meanwhile (a 404 shows the refusal).
        if (reconnect) void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
        return catchUp(); // retried until it succeeds (subscribeLive)
      },
    );
    return () => {
      closed = true;
      stop();
    };
  }, [enabled, roomId, queryClient, onAccessLost]);
}
