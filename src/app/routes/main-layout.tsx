import { Outlet } from "react-router";
import { TopTabBar } from "@/components/layouts/top-tab-bar";
import { useCurrentUser } from "@/lib/session";
import { NotificationBell } from "@/features/notifications/components/notification-bell";

/** /main/*: the top tab bar above the club and review lists (with the bell for members). */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <TopTabBar end={user ? <NotificationBell userId={user.id} /> : null} />
      <Outlet />
    </>
  );
}
