import { useCallback, useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { isAccessDenied, useChatRoom } from "../api/get-chat-room";
import { useMessages } from "../api/get-messages";
import { chatKeys } from "../api/keys";
import { flattenMessages } from "../api/messages-cache";
import { useSendMessage } from "../api/send-message";
import type { ChatAccessLoss } from "../api/types";
import { useRoomRealtime } from "../hooks/use-room-realtime";
import { useMarkRoomRead } from "../api/mark-room-read";
import { useOutbox } from "../stores/outbox";
import { ChatAccessDenied } from "./chat-access-denied";
import { ChatRoomHeader } from "./chat-room-header";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { buildTimeline } from "./timeline";
import styles from "./chat-room.module.css";

/** The realtime room of one club: header, conversation, composer; or why the reader can't be here. */
export function ChatRoomView({ roomId, userId }: { roomId: string; userId: string }) {
  const queryClient = useQueryClient();
  const room = useChatRoom(roomId);
  const messages = useMessages(roomId);
  const [lost, setLost] = useState<ChatAccessLoss | null>(null);
  const allOutbox = useOutbox((s) => s.items);
  const { send, retry, discard } = useSendMessage(roomId);

  const onAccessLost = useCallback(
    (reason: ChatAccessLoss) => {
      setLost(reason);
      queryClient.removeQueries({ queryKey: chatKeys.messages(roomId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
    [queryClient, roomId],
  );
  const denied: ChatAccessLoss | null =
    lost ?? (room.isError && isAccessDenied(room.error) ? (room.data ? "removed" : "denied") : null);
  useRoomRealtime(roomId, !!room.data && !denied, { onAccessLost });

  const confirmed = useMemo(() => flattenMessages(messages.data), [messages.data]);
  // Open room = read up to the last message; again whenever a newer one arrives.
  useMarkRoomRead(roomId, userId, confirmed[confirmed.length - 1]?.id, !!room.data && !denied);
  const outbox = useMemo(() => {
    const ids = new Set(confirmed.map((m) => m.id));
    return allOutbox.filter((o) => o.roomId === roomId && !ids.has(o.id));
  }, [allOutbox, confirmed, roomId]);
  const entries = useMemo(() => buildTimeline(confirmed, outbox, userId), [confirmed, outbox, userId]);
  // A message confirmed by another path (e.g. after a reload) leaves the outbox.
  useEffect(() => {
    const ids = new Set(confirmed.map((m) => m.id));
    for (const o of allOutbox) if (o.roomId === roomId && ids.has(o.id)) discard(o.id);
  }, [allOutbox, confirmed, roomId, discard]);

  const { fetchNextPage } = messages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body;
  if (denied) body = <ChatAccessDenied reason={denied} userId={userId} />;
  else if (room.isPending || messages.isPending) body = <PageSpinner />;
  else if (room.isError || messages.isError) {
    body = (
      <EmptyState title="대화를 불러오지 못했어요">
        <p>{errorMessage(room.error ?? messages.error)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void Promise.all([room.refetch(), messages.refetch()])}
        >
          다시 시도
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <MessageList
          entries={entries}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          loadOlder={loadOlder}
          onRetry={retry}
          onDiscard={discard}
        />
        <Composer roomId={roomId} onSend={send} />
      </>
    );
  }
  return (
    <div className={styles.room}>
      <ChatRoomHeader room={denied ? undefined : room.data} />
      {body}
    </div>
  );
}
