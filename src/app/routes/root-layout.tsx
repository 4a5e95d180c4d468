import { lazy, Suspense } from "react";
import { AppLayout } from "@/components/layouts/app-layout";
import { useCurrentUser } from "@/lib/session";

// What only members see (the bottom bar with the unread chat total) and do (realtime, badge
// requests) stays out of every first screen's JS: one lazy file, fetched after the first render.
const loadMemberShell = () => import("./member-live");
const MemberLive = lazy(loadMemberShell);
const MemberBottomBar = lazy(() => loadMemberShell().then((m) => ({ default: m.MemberBottomBar })));

/** The app shell plus what members see everywhere: the bottom bar, the unread chat total, live inbox updates. */
export function RootLayout() {
  const userId = useCurrentUser()?.id ?? "";
  return (
    <>
      <AppLayout
        bottomBar={
          userId ? (
            <Suspense fallback={null}>
              <MemberBottomBar userId={userId} />
            </Suspense>
          ) : null
        }
      />
      {userId ? (
        <Suspense fallback={null}>
          <MemberLive userId={userId} />
        </Suspense>
      ) : null}
    </>
  );
}
