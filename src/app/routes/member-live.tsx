import { useCallback, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BottomBar } from "@/components/layouts/bottom-bar";
import { chatKeys } from "@/features/chat/api/keys";
import type { ChatUnread } from "@/features/chat/api/get-unread";
import { useInboxRealtime } from "@/features/notifications/api/use-inbox-realtime";
import { useChatUnread } from "@/features/chat/api/get-unread";
import { useChatUnreadRealtime } from "@/features/chat/api/use-unread-realtime";

/**
 * Member-only, loaded lazily after the first screen (root-layout.tsx): keeps the unread chat
 * count (read by the bottom bar below from the cache) and the inbox live. Renders nothing.
 */
export default function MemberLive({ userId }: { userId: string }) {
  useInboxRealtime(userId);
  useChatUnreadRealtime(userId);
  useChatUnread(userId);
  return null;
}

/** The members' bottom bar with the unread chat total that MemberLive keeps in the cache. */
export function MemberBottomBar({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  // Fetched by MemberLive; this only reads the cached value (no query observer of its own).
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const total = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<ChatUnread>(chatKeys.unread(userId))?.total ?? 0,
    () => 0,
  );
  return <BottomBar chatUnread={total} />;
}
