import { useInboxRealtime } from "@/features/notifications/api/use-inbox-realtime";
import { useChatUnread } from "@/features/chat/api/get-unread";
import { useChatUnreadRealtime } from "@/features/chat/api/use-unread-realtime";

/**
 * Member-only, loaded lazily after the first screen: keeps the unread chat count (read by the
 * bottom bar from the cache) and the inbox live. Renders nothing.
 */
export default function MemberLive({ userId }: { userId: string }) {
  useInboxRealtime(userId);
  useChatUnreadRealtime(userId);
  useChatUnread(userId);
  return null;
}
