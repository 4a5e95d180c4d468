import { useQueryClient } from "@tanstack/react-query";
import { ClientResponseError } from "pocketbase";
import { errorMessage } from "@/lib/errors";
import { createOnce } from "@/lib/create-once";
import { randomId } from "@/lib/random-id";
import { currentUserId } from "@/lib/session";
import { useOutbox, type OutboxItem } from "../stores/outbox";
import { chatKeys } from "./keys";
import { addMessagesToCache } from "./messages-cache";
import { MESSAGE_FIELDS, type ChatMessage } from "./types";

const createOpts = { expand: "sender", fields: MESSAGE_FIELDS };

/**
 * Creates the message with a client-made id. If an earlier attempt did reach the server, the
 * retry fails on the id and the stored record is fetched instead: never a duplicate.
 */
export async function sendMessage(item: Pick<OutboxItem, "id" | "roomId" | "text">): Promise<ChatMessage> {
  const body = { id: item.id, chattingRoom: item.roomId, sender: currentUserId(), text: item.text };
  return createOnce<ChatMessage>("message", item.id, body, createOpts);
}

/** Optimistic send: pending in the outbox at once, confirmed into the cache, or failed with retry. */
export function useSendMessage(roomId: string) {
  const queryClient = useQueryClient();
  const { put, update, remove } = useOutbox.getState();

  const attempt = async (item: OutboxItem) => {
    update(item.id, { status: "pending", error: undefined });
    try {
      const saved = await sendMessage(item);
      addMessagesToCache(queryClient, roomId, [saved]);
      remove(item.id);
    } catch (error) {
      update(item.id, { status: "failed", error: errorMessage(error) });
      // Refused because the member left the room? The room query will say so.
      if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      }
    }
  };

  const send = (text: string) => {
    const item: OutboxItem = {
      id: randomId(),
      roomId,
      text,
      status: "pending",
      createdAt: new Date().toISOString(),
    };
    put(item);
    void attempt(item);
  };

  const retry = (item: OutboxItem) => void attempt(item);

  return { send, retry, discard: remove };
}
