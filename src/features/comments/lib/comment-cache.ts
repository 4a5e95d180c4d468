import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { commentKeys } from "../api/keys";
import type { Comment } from "../types";

type Pages = InfiniteData<ListResult<Comment>, number>;
export type CommentSnapshot = [QueryKey, unknown][];

/** Every cached comment list and reply list, to restore after a failed optimistic write. */
export function snapshotComments(queryClient: QueryClient): CommentSnapshot {
  return queryClient.getQueriesData({ queryKey: commentKeys.all });
}

export function restoreComments(queryClient: QueryClient, snapshot: CommentSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies `fn` to one comment wherever it is cached (top-level pages or a reply list). */
export function updateCachedComment(queryClient: QueryClient, id: string, fn: (c: Comment) => Comment) {
  const map = (c: Comment) => (c.id === id ? fn(c) : c);
  queryClient.setQueriesData<Pages>({ queryKey: commentKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(map) })) } : data,
  );
  queryClient.setQueriesData<Comment[]>({ queryKey: commentKeys.replyLists() }, (data) => data?.map(map));
}

export function prependTopLevel(queryClient: QueryClient, reviewId: string, comment: Comment) {
  queryClient.setQueryData<Pages>(commentKeys.list(reviewId), (data) => {
    if (!data || data.pages.length === 0) {
      return {
        pageParams: [1],
        pages: [{ page: 1, perPage: 10, totalItems: 1, totalPages: 1, items: [comment] }],
      };
    }
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [{ ...first, totalItems: first.totalItems + 1, items: [comment, ...first.items] }, ...rest],
    };
  });
}

export function appendReply(queryClient: QueryClient, parentId: string, reply: Comment) {
  queryClient.setQueryData<Comment[]>(commentKeys.replies(parentId), (data) => [...(data ?? []), reply]);
  updateCachedComment(queryClient, parentId, (c) => ({ ...c, replyIdArray: [...c.replyIdArray, reply.id] }));
}
