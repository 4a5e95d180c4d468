import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { chatKeys } from "./keys";

/** Moves my read marker to the room's latest message (the server takes the time, never back). */
export const markRoomRead = (roomId: string) =>
  pb.send<{ ok: boolean }>(`/api/chaekdongne/chat/${encodeURIComponent(roomId)}/read`, { method: "POST" });

/**
 * While the room is open: marks it read on open and whenever `latest` (the newest message id
 * shown) changes, at most once per burst. Then the unread counts are refetched.
 */
export function useMarkRoomRead(
  roomId: string,
  userId: string,
  latest: string | undefined,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The room and member of a mark still waiting for its pause: leaving the room sends it anyway.
  const pending = useRef<{ roomId: string; userId: string } | null>(null);
  const send = useRef((target: { roomId: string; userId: string }) => {
    void markRoomRead(target.roomId)
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.unread(target.userId) }))
      .catch(() => undefined); // not a member any more: the room shows that on its own
  });
  useEffect(() => {
    if (!enabled || !userId) return;
    clearTimeout(timer.current);
    const target = { roomId, userId };
    pending.current = target;
    timer.current = setTimeout(() => {
      pending.current = null;
      send.current(target);
    }, 300);
    return () => clearTimeout(timer.current);
  }, [roomId, userId, latest, enabled]);
  useEffect(
    () => () => {
      if (pending.current) send.current(pending.current);
      pending.current = null;
    },
    [],
  );
}
