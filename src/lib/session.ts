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

// Only a definite "no" about the token a request carried ends the session: a 401 answered to a
// request sent with the token we still hold. A network error, a 5xx, a cut-off body or a 401 for
// an older token (a re-login happened meanwhile) never logs anyone out.
const previousBeforeSend = pb.beforeSend;
pb.beforeSend = async function beforeSend(url, options) {
  const sent = (options.headers as Record<string, string> | undefined)?.Authorization;
  if (sent) {
    const inner = options.fetch ?? fetch;
    options.fetch = async (input, init) => {
      const response = await inner(input, init);
      if (response.status === 401 && pb.authStore.token === sent) signOut();
      return response;
    };
  }
  return previousBeforeSend ? previousBeforeSend(url, options) : { url, options };
};
