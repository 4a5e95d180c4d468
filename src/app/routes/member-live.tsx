import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { matchPath, useLocation } from "react-router";
import { onFirstInput } from "@/lib/on-first-input";
import { whenIdle } from "@/lib/when-idle";
import { useSession } from "@/lib/session";
import { memberShellSubscribed } from "@/lib/pocketbase";
import { ROUTES } from "@/config/route-table.mjs";
import { BottomBar } from "@/components/layouts/bottom-bar";
import { chatKeys } from "@/features/chat/api/keys";
import type { ChatUnread } from "@/features/chat/api/get-unread";
import { useInboxRealtime } from "@/features/notifications/hooks/use-inbox-realtime";
import { useChatUnread } from "@/features/chat/api/get-unread";
import { useChatUnreadRealtime } from "@/features/chat/hooks/use-unread-realtime";

// What a member most likely needs next on each screen: a list's detail, a club's application
// form, the heart's mutation. Visitors are sent to the login gate instead, so only members fetch them.
const loadLike = () => import("@/features/clubs/api/like-mutation");
const NEXT_SCREEN: [pattern: string, load: () => Promise<unknown>][] = [
  [ROUTES.clubList.path, () => Promise.all([import("./club-detail"), loadLike()])],
  [ROUTES.reviewList.path, () => import("./review-detail")],
  [ROUTES.clubDetail.path, () => Promise.all([import("./application-club"), loadLike()])],
];

/**
 * Downloads those files at the member's first touch on the screen (pointerdown comes before the
 * tap's click), so the tap waits only for data, and a visit that only reads loads none of them.
 */
function usePrefetchNextScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    const load = NEXT_SCREEN.find(([pattern]) => matchPath(pattern, pathname))?.[1];
    return load ? onFirstInput(() => void load().catch(() => undefined)) : undefined;
  }, [pathname]);
}

/**
 * A member who allowed notifications: at every start and re-login (a password change ends the
 * member's devices on the server) this device is theirs again. The push code loads only then.
 */
function usePushDeviceSync() {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token || typeof Notification === "undefined" || Notification.permission !== "granted") return;
    return whenIdle(() => {
      import("@/features/push/lib/device").then((m) => m.syncThisDevice()).catch(() => undefined);
    });
  }, [token]);
}

/**
 * Member-only, loaded lazily after the first screen (root-layout.tsx): keeps the unread chat
 * count (read by the bottom bar below from the cache) and the inbox live, prefetches the
 * next screen's files and keeps this device's push registration. Renders nothing.
 */
export default function MemberLive({ userId }: { userId: string }) {
  usePrefetchNextScreen();
  usePushDeviceSync();
  useInboxRealtime(userId);
  useChatUnreadRealtime(userId);
  useChatUnread(userId);
  // After the two hooks above have subscribed (effects run in order): their topics and the
  // screen's go to the server in one request.
  useEffect(memberShellSubscribed, []);
  return null;
}

/** The members' bottom bar with the unread chat total that MemberLive keeps in the cache. */
export function MemberBottomBar({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  // Fetched by MemberLive; this only reads the cached value (no query observer of its own).
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const total = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<ChatUnread>(chatKeys.unread(userId))?.total ?? 0,
    () => 0,
  );
  return <BottomBar chatUnread={total} />;
}
