import type { QueryClient } from "@tanstack/react-query";
import { currentUserId, useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { NotificationList } from "@/features/notifications/components/notification-list";
import { getNotificationsQueryOptions } from "@/features/notifications/api/get-notifications";

export const makeLoader = (queryClient: QueryClient) =>
  function loader() {
    const me = currentUserId();
    if (me) void queryClient.prefetchInfiniteQuery(getNotificationsQueryOptions(me));
    return null;
  };

export function Component() {
  usePageTitle("알림");
  const user = useCurrentUser();
  if (!user) return null; // RequireAuth shows the auth gate
  return (
    <>
      <TopBar title="알림" />
      <NotificationList userId={user.id} />
    </>
  );
}
