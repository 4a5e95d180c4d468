import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { TopTabBar } from "@/components/layouts/top-tab-bar";
import { useCurrentUser } from "@/lib/session";

// Members only: the bell and its unread-count request stay out of the list screens' first-load JS.
const NotificationBell = lazy(() =>
  import("@/features/notifications/components/notification-bell").then((m) => ({
    default: m.NotificationBell,
  })),
);

/** /main/*: the top tab bar above the club and review lists (with the bell for members). */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <TopTabBar
        end={
          user ? (
            <Suspense fallback={null}>
              <NotificationBell userId={user.id} />
            </Suspense>
          ) : null
        }
      />
      <Outlet />
    </>
  );
}
