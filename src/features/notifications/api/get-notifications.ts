import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { notificationKeys } from "./keys";
import type { InboxItem, InboxPage } from "./types";

type Cursor = { before: string; beforeId: string } | null;

/**
 * One page of my notifications, newest first; the cursor is the last item held (no page shifts).
 * `sentences: "app"`: the items carry their sentence's inputs only, this app writes the sentence
 * (lib/notification-text.ts); without it the server adds `text` for builds from before that.
 */
export function getNotifications(cursor: Cursor, signal?: AbortSignal) {
  return pb.send<InboxPage>("/api/chaekdongne/notifications", {
    method: "GET",
    query: { ...cursor, sentences: "app" },
    signal,
  });
}

export const getNotificationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (last): Cursor => {
      const tail = last.items[last.items.length - 1];
      return last.hasMore && tail ? { before: tail.at, beforeId: tail.id } : null;
    },
    staleTime: 0,
  });

export const useNotifications = (userId: string) => useInfiniteQuery(getNotificationsQueryOptions(userId));

/** Pages flattened; a grouped notification that moved to the top is shown once. */
export function flattenInbox(pages: InboxPage[] | undefined): InboxItem[] {
  const seen = new Set<string>();
  const out: InboxItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
