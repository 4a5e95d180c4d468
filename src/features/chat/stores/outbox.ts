import { create } from "zustand";
import { persist, createJSONStorage } from "zustand/middleware";

// Client state of the composer: the draft per room and messages not yet confirmed by the
// server. Persisted so a reload never loses what the member typed.
export interface OutboxItem {
  id: string; // the record id the message is created with: a retry can never duplicate it
  roomId: string;
  text: string;
  status: "pending" | "failed";
  error?: string;
  createdAt: string;
}

interface OutboxState {
  drafts: Record<string, string>;
  items: OutboxItem[];
  setDraft: (roomId: string, text: string) => void;
  put: (item: OutboxItem) => void;
  update: (id: string, patch: Partial<OutboxItem>) => void;
  remove: (id: string) => void;
}

export const useOutbox = create<OutboxState>()(
  persist(
    (set) => ({
      drafts: {},
      items: [],
      setDraft: (roomId, text) =>
        set((s) => {
          const drafts = { ...s.drafts };
          if (text) drafts[roomId] = text;
          else delete drafts[roomId];
          return { drafts };
        }),
      put: (item) => set((s) => ({ items: [...s.items.filter((i) => i.id !== item.id), item] })),
      update: (id, patch) =>
        set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) })),
      remove: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
    }),
    {
      name: "chaekdongne-chat-outbox",
      version: 0,
      storage: createJSONStorage(() => localStorage),
      // After a reload nobody is sending any more: an unconfirmed message waits for a retry.
      partialize: ({ drafts, items }) => ({
        drafts,
        items: items.map((i) => (i.status === "pending" ? { ...i, status: "failed" as const } : i)),
      }),
    },
  ),
);

/** Forgets every draft and unsent message: they are the member's, and end with the session. */
export function forgetOutbox() {
  useOutbox.setState({ drafts: {}, items: [] });
}
