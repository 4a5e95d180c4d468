import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { safeLocalStorage } from "@/lib/safe-storage";
import type { ReviewFields } from "../types";

// Unsaved edits of a member's own reviews, by review id: they survive a reload, an app update and a
// session that ended mid-edit (a 401 signs the member out; once signed in again, the edit page
// brings them back). Gone when the edit is saved or the member puts the review back as it was.
// Only the writer reaches the edit page, and a draft is offered to its writer only. The new cover
// (a File) cannot be stored: it is picked again.

export interface ReviewEditDraft extends ReviewFields {
  writer: string;
  /** When it was last typed in (the oldest goes first beyond MAX_DRAFTS). */
  at: number;
}

const MAX_DRAFTS = 10;

interface ReviewEditDraftsState {
  drafts: Record<string, ReviewEditDraft>;
  /** `field` typed in review `id` of `writer`; the other fields from the draft, else `saved`. */
  keep: (id: string, writer: string, saved: ReviewFields, field: keyof ReviewFields, value: string) => void;
  discard: (id: string) => void;
}

export const REVIEW_EDIT_DRAFTS_STORAGE_KEY = "chaekdongne-review-edit-drafts";

export const useReviewEditDrafts = create<ReviewEditDraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      keep: (id, writer, saved, field, value) =>
        set(({ drafts }) => {
          const current = drafts[id]?.writer === writer ? drafts[id] : { ...saved, writer };
          // Later than every other draft, also within one millisecond.
          const at = Math.max(Date.now(), ...Object.values(drafts).map((d) => d.at + 1));
          const next = { ...drafts, [id]: { ...current, [field]: value, at } };
          const newestFirst = Object.keys(next).sort((a, b) => next[b].at - next[a].at);
          for (const stale of newestFirst.slice(MAX_DRAFTS)) delete next[stale];
          return { drafts: next };
        }),
      discard: (id) =>
        set(({ drafts }) => {
          if (!drafts[id]) return {};
          const next = { ...drafts };
          delete next[id];
          return { drafts: next };
        }),
    }),
    {
      name: REVIEW_EDIT_DRAFTS_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: ({ drafts }) => ({ drafts }),
    },
  ),
);

/** The unsaved edit of review `id` that `writer` left, if any. */
export const editDraftOf = (id: string, writer: string | undefined): ReviewFields | undefined => {
  const draft = useReviewEditDrafts.getState().drafts[id];
  if (!draft || !writer || draft.writer !== writer) return undefined;
  return { bookTitle: draft.bookTitle, title: draft.title, detail: draft.detail };
};
