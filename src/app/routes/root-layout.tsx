import { AppLayout } from "@/components/layouts/app-layout";
import { useCurrentUser } from "@/lib/session";
import { useInboxRealtime } from "@/features/notifications/api/use-inbox-realtime";
import { useChatUnread } from "@/features/chat/api/get-unread";
import { useChatUnreadRealtime } from "@/features/chat/api/use-unread-realtime";

/** The app shell plus what members see everywhere: the unread chat total and live inbox updates. */
export function RootLayout() {
  const userId = useCurrentUser()?.id ?? "";
  useInboxRealtime(userId);
  useChatUnreadRealtime(userId);
  const { data } = useChatUnread(userId);
  return <AppLayout chatUnread={userId ? data?.total : 0} />;
}
