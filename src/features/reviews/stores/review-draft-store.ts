import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { ReviewFields } from "../types";

// The create-review draft survives a reload and a failed submit; cleared after success.
// The cover File cannot be stored in localStorage, so it is picked again after a reload.
interface ReviewDraftState extends ReviewFields {
  setField: (field: keyof ReviewFields, value: string) => void;
  reset: () => void;
}

const EMPTY: ReviewFields = { bookTitle: "", title: "", detail: "" };

export const REVIEW_DRAFT_STORAGE_KEY = "chaekdongne-review-draft";

export const useReviewDraft = create<ReviewDraftState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setField: (field, value) => set({ [field]: value }),
      reset: () => set(EMPTY),
    }),
    {
      name: REVIEW_DRAFT_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ bookTitle, title, detail }) => ({ bookTitle, title, detail }),
    },
  ),
);
