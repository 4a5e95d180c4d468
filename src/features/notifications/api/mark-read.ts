import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { notificationKeys } from "./keys";
import type { InboxPage } from "./types";

/** Marks the given notifications (or all of mine when ids is omitted) as read. */
export const markRead = (ids?: string[]) =>
  pb.send<{ ok: boolean }>("/api/chaekdongne/notifications/read", {
    method: "POST",
    body: ids ? { ids } : {},
  });

export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list(userId) });
      const previous = queryClient.getQueryData<InfiniteData<InboxPage>>(notificationKeys.list(userId));
      if (previous) {
        queryClient.setQueryData<InfiniteData<InboxPage>>(notificationKeys.list(userId), {
          ...previous,
          pages: previous.pages.map((p) => ({
            ...p,
            items: p.items.map((i) => (!ids || ids.includes(i.id) ? { ...i, read: true } : i)),
          })),
        });
      }
      return { previous };
    },
    onError: (_err, _ids, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(notificationKeys.list(userId), ctx.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
