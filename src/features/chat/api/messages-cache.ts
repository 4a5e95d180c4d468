import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./keys";
import type { MessageCursor, MessagePage } from "./get-messages";
import type { ChatMessage } from "./types";

type Data = InfiniteData<MessagePage, MessageCursor | null>;
type AnyData = InfiniteData<MessagePage, unknown>;

const newestFirst = (a: ChatMessage, b: ChatMessage) =>
  a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1;

/** Adds messages (realtime, catch-up, own sends) to the newest page, skipping ids already shown. */
export function addMessagesToCache(queryClient: QueryClient, roomId: string, messages: ChatMessage[]) {
  queryClient.setQueryData<Data>(chatKeys.messages(roomId), (data) => {
    if (!data || !data.pages.length) return data;
    const known = new Set(data.pages.flatMap((p) => p.items.map((m) => m.id)));
    const fresh = messages.filter((m) => m.chattingRoom === roomId && !known.has(m.id));
    if (!fresh.length) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, items: [...fresh, ...first.items].sort(newestFirst) }, ...rest] };
  });
}

/** The newest message in the cache: where a catch-up fetch starts. */
export function newestCachedMessage(queryClient: QueryClient, roomId: string): ChatMessage | undefined {
  return queryClient.getQueryData<Data>(chatKeys.messages(roomId))?.pages[0]?.items[0];
}

/** Oldest first, one entry per id: what the room renders. */
export function flattenMessages(data: AnyData | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const m of page.items) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort(newestFirst).reverse();
}
