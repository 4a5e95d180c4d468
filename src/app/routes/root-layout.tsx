import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AppLayout } from "@/components/layouts/app-layout";
import { useCurrentUser } from "@/lib/session";
import { chatKeys } from "@/features/chat/api/keys";
import type { ChatUnread } from "@/features/chat/api/get-unread";

// Realtime and badge requests for members stay out of the first screen's JS (bundle budget).
const MemberLive = lazy(() => import("./member-live"));

/** The app shell plus what members see everywhere: the unread chat total and live inbox updates. */
export function RootLayout() {
  const userId = useCurrentUser()?.id ?? "";
  const queryClient = useQueryClient();
  // Fetched by MemberLive; this only reads the cached value (no query observer on the first screen).
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const total = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<ChatUnread>(chatKeys.unread(userId))?.total ?? 0,
    () => 0,
  );
  return (
    <>
      <AppLayout chatUnread={userId ? total : 0} />
      {userId ? (
        <Suspense fallback={null}>
          <MemberLive userId={userId} />
        </Suspense>
      ) : null}
    </>
  );
}
