import { beforeEach, expect, it } from "vitest";
import {
  editDraftOf,
  REVIEW_EDIT_DRAFTS_STORAGE_KEY,
  useReviewEditDrafts,
} from "@/features/reviews/stores/review-edit-drafts";

// The unsaved edits of a member's own reviews (src/features/reviews/stores/review-edit-drafts.ts).

const SAVED = { bookTitle: "책", title: "저장된 제목", detail: "<p>저장된 본문</p>" };

beforeEach(() => useReviewEditDrafts.setState({ drafts: {} }));

it("keeps each typed field over the stored review, in localStorage (version 0)", () => {
  const { keep } = useReviewEditDrafts.getState();
  keep("r1", "writer", SAVED, "title", "고친 제목");
  keep("r1", "writer", SAVED, "detail", "<p>고친 본문</p>");
  expect(editDraftOf("r1", "writer")).toEqual({ ...SAVED, title: "고친 제목", detail: "<p>고친 본문</p>" });
  const stored = JSON.parse(localStorage.getItem(REVIEW_EDIT_DRAFTS_STORAGE_KEY)!);
  expect(stored.version).toBe(0);
  expect(stored.state.drafts.r1).toMatchObject({ writer: "writer", title: "고친 제목" });
});

it("offers a draft to its writer only", () => {
  useReviewEditDrafts.getState().keep("r1", "writer", SAVED, "title", "고친 제목");
  expect(editDraftOf("r1", "someone")).toBeUndefined();
  expect(editDraftOf("r1", undefined)).toBeUndefined();
  expect(editDraftOf("r2", "writer")).toBeUndefined();
});

it("forgets a discarded draft, and the oldest beyond ten", () => {
  const { keep, discard } = useReviewEditDrafts.getState();
  for (let i = 0; i < 11; i++) keep(`r${i}`, "writer", SAVED, "title", `제목 ${i}`);
  expect(editDraftOf("r0", "writer")).toBeUndefined();
  expect(editDraftOf("r10", "writer")?.title).toBe("제목 10");
  expect(Object.keys(useReviewEditDrafts.getState().drafts)).toHaveLength(10);
  discard("r10");
  expect(editDraftOf("r10", "writer")).toBeUndefined();
});
