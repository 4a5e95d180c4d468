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
 * Ends the session. Two followers of this store forget the member: the SDK client
 * (src/lib/pocketbase.ts: token, realtime) and the app (src/app/session-end.ts: cached data).
 */
export function signOut() {
  useSession.getState().clear();
}

/** Replaces the stored member record (e.g. after a profile edit), keeping the token. */
export function replaceSessionUser(user: SessionUser) {
  const { token, setSession } = useSession.getState();
  if (token) setSession(token, user);
}
