import { create } from "zustand";
import { persist, createJSONStorage } from "zustand/middleware";
import type { UsersResponse } from "@/types/pocketbase-types";
import { pb } from "@/lib/pocketbase";

// The signed-in member (record + token), persisted in localStorage (version 0) and kept in
// sync with the SDK's in-memory auth store in both directions.
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

let syncing = false;
function syncFromStore({ token, user }: Pick<SessionState, "token" | "user">) {
  if (syncing) return;
  syncing = true;
  if (token && user) {
    if (pb.authStore.token !== token || pb.authStore.model !== user) pb.authStore.save(token, user);
  } else if (pb.authStore.token) {
    pb.authStore.clear();
  }
  syncing = false;
}

// localStorage hydration is synchronous, so the SDK is authenticated before the first request.
syncFromStore(useSession.getState());
useSession.subscribe(syncFromStore);
pb.authStore.onChange((token, model) => {
  if (syncing) return;
  syncing = true;
  if (token && model) useSession.getState().setSession(token, model as unknown as SessionUser);
  else useSession.getState().clear();
  syncing = false;
});

/** Current member id or "" for a visitor, outside React. */
export const currentUserId = () => useSession.getState().user?.id ?? "";

export const useCurrentUser = () => useSession((s) => s.user);

export function signOut() {
  pb.authStore.clear();
  pb.realtime.unsubscribe().catch(() => undefined);
}

/** Replaces the stored member record (e.g. after a profile edit), keeping the token. */
export function replaceSessionUser(user: SessionUser) {
  if (pb.authStore.token) pb.authStore.save(pb.authStore.token, user);
}

// An expired or revoked token (e.g. after a password change elsewhere) must not leave a member
// half signed in: any 401 drops the session, so guarded pages show the auth gate.
const previousAfterSend = pb.afterSend;
pb.afterSend = function afterSend(response, data) {
  if (response.status === 401 && pb.authStore.token) signOut();
  return previousAfterSend ? previousAfterSend(response, data) : data;
};

/** Checks a stored token once at startup: drops it when expired, refreshes it otherwise. */
export async function verifyStoredSession() {
  if (!pb.authStore.token) return;
  if (!pb.authStore.isValid) {
    signOut();
    return;
  }
  try {
    await pb.collection("users").authRefresh();
  } catch (error) {
    // 401 is handled by afterSend; a deleted account answers 404. Offline keeps the session.
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 404) signOut();
  }
}

if (typeof window !== "undefined" && import.meta.env.MODE !== "test") void verifyStoredSession();
