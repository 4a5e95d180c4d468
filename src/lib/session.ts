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

interface AuthAnswer {
  token: string;
  record: SessionUser;
}
const isAuthAnswer = (data: unknown): data is AuthAnswer => {
  const d = data as Partial<AuthAnswer> | null;
  return typeof d?.token === "string" && d.token.length > 0 && typeof d.record?.id === "string";
};

export type SessionCheck = "none" | "kept" | "ended" | "unsure";

/**
 * Checks the stored token once: "ended" only when it has expired or the server answers 401/403
 * for it; "unsure" (network error, 5xx, malformed or cut-off body) keeps the session as it is.
 * The SDK's authRefresh() is not used: it saves whatever body came back, and an empty or
 * cut-off body would save an empty token, which is a logout.
 */
export async function checkStoredSession(): Promise<SessionCheck> {
  const token = pb.authStore.token;
  if (!token) return "none";
  if (!pb.authStore.isValid) {
    signOut();
    return "ended";
  }
  try {
    const data: unknown = await pb.send("/api/collections/users/auth-refresh", { method: "POST" });
    if (!isAuthAnswer(data)) return "unsure";
    if (pb.authStore.token === token) pb.authStore.save(data.token, data.record);
    return "kept";
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) {
      if (pb.authStore.token === token) signOut(); // a 401 was already handled by beforeSend
      return "ended";
    }
    return "unsure";
  }
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** The start-up check, retried with back-off (and when the device comes back online) until it is sure. */
export async function verifyStoredSession({ retry = false } = {}) {
  for (let attempt = 0; ; attempt++) {
    if ((await checkStoredSession()) !== "unsure" || !retry) return;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener("online", done);
        resolve();
      };
      const timer = setTimeout(done, delay);
      window.addEventListener("online", done);
    });
  }
}

if (typeof window !== "undefined" && import.meta.env.MODE !== "test") void verifyStoredSession({ retry: true });
