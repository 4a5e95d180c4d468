import { create } from "zustand";
import { persist, createJSONStorage } from "zustand/middleware";
import type { UsersResponse } from "@/types/pocketbase-types";

// The signed-in member (record + token), persisted in localStorage (version 0). The SDK client
// (src/lib/pocketbase.ts, loaded lazily) keeps its in-memory auth store in sync with this store
// in both directions; nothing here needs the SDK, so first screens can read the session without it.
export type SessionUser = UsersResponse;

interface SessionState {
  token: string;
  user: SessionUser | null;
  setSession: (token: string, user: SessionUser) => void;
  clear: () => void;
}

export const SESSION_STORAGE_KEY = "chaekdongne-auth";

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: "",
      user: null,
      setSession: (token, user) => set({ token, user }),
      clear: () => set({ token: "", user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** Current member id or "" for a visitor, outside React. */
export const currentUserId = () => useSession.getState().user?.id ?? "";

export const useCurrentUser = () => useSession((s) => s.user);

/**
 * Ends the session. Everything that belonged to the member goes with it (onMemberChange below):
 * the SDK client drops the token and its realtime subscriptions, the app forgets cached data.
 */
export function signOut() {
  useSession.getState().clear();
}

/** Replaces the stored member record (e.g. after a profile edit), keeping the token. */
export function replaceSessionUser(user: SessionUser) {
  const { token, setSession } = useSession.getState();
  if (token) setSession(token, user);
}

// Every way the signed-in member changes passes here: sign-in, logout, a 401 anywhere
// (src/lib/pocketbase.ts), the start-up check, 회원탈퇴, and another tab's sign-in or sign-out
// (the storage event below). A refreshed token or an edited profile of the same member is no change.
type MemberChange = { from: string; to: string };
const memberListeners = new Set<(change: MemberChange) => void>();

/**
 * Runs `listener` synchronously whenever the signed-in member changes (from/to: member ids, "" for
 * a visitor). The one hook for what must not outlive a member: realtime (src/lib/pocketbase.ts),
 * cached and stored member data (src/app/session-end.ts).
 */
export function onMemberChange(listener: (change: MemberChange) => void) {
  memberListeners.add(listener);
  return () => void memberListeners.delete(listener);
}

let member = currentUserId();
useSession.subscribe(({ user }) => {
  const to = user?.id ?? "";
  if (to === member) return;
  const change = { from: member, to };
  member = to;
  for (const listener of memberListeners) listener(change);
});

// Another tab of this browser signed in, out, or refreshed the token (zustand's persist does not
// follow other tabs by itself): this tab adopts its session, so a logout or a 401 there ends the
// session here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return; // null: storage cleared
    if (localStorage.getItem(SESSION_STORAGE_KEY) === null) useSession.getState().clear();
    else void useSession.persist.rehydrate();
  });
}
