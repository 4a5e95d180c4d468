import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { randomId } from "@/lib/random-id";
import type { ReviewFields } from "../types";

// The create-review draft survives a reload and a failed submit; cleared after success.
// The cover File cannot be stored in localStorage, so it is picked again after a reload.
interface ReviewDraftState extends ReviewFields {
  /** The id the review will be created with: one per draft, so a double tap stores one review. */
  submissionId: string;
  /** The draft's id, made on first use; read with getState() so two taps in one frame agree. */
  takeSubmissionId: () => string;
  setField: (field: keyof ReviewFields, value: string) => void;
  reset: () => void;
}

const EMPTY: ReviewFields = { bookTitle: "", title: "", detail: "" };

export const REVIEW_DRAFT_STORAGE_KEY = "chaekdongne-review-draft";

export const useReviewDraft = create<ReviewDraftState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      submissionId: "",
      takeSubmissionId: () => {
        const current = get().submissionId;
        if (current) return current;
        const id = randomId();
        set({ submissionId: id });
        return id;
      },
      setField: (field, value) => set({ [field]: value }),
      reset: () => set({ ...EMPTY, submissionId: "" }),
    }),
    {
      name: REVIEW_DRAFT_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ bookTitle, title, detail, submissionId }) => ({
        bookTitle,
        title,
        detail,
        submissionId,
      }),
    },
  ),
);
