import { describe, expect, it } from "vitest";
import { REVIEW_DRAFT_STORAGE_KEY, useReviewDraft } from "@/features/reviews/stores/review-draft-store";

describe("review draft store", () => {
  it("persists the text fields and body in localStorage (version 0) and clears on reset", () => {
    useReviewDraft.getState().setField("bookTitle", "데미안");
    useReviewDraft.getState().setField("title", "알을 깨고");
    useReviewDraft.getState().setField("detail", "<p>본문</p>");
    const stored = JSON.parse(localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY) ?? "{}");
    expect(stored).toEqual({
      state: { bookTitle: "데미안", title: "알을 깨고", detail: "<p>본문</p>", submissionId: "" },
      version: 0,
    });

    // One id per draft: asked twice (a double tap), the same id; a new draft gets a new one.
    const id = useReviewDraft.getState().takeSubmissionId();
    expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(useReviewDraft.getState().takeSubmissionId()).toBe(id);
    useReviewDraft.getState().reset();
    expect(useReviewDraft.getState().takeSubmissionId()).not.toBe(id);
    useReviewDraft.getState().reset();
    expect(useReviewDraft.getState()).toMatchObject({ bookTitle: "", title: "", detail: "" });
    expect(JSON.parse(localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY) ?? "{}").state.title).toBe("");
  });

  it("restores a saved draft after a reload", async () => {
    localStorage.setItem(
      REVIEW_DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { bookTitle: "코스모스", title: "우주", detail: "<p>별</p>" }, version: 0 }),
    );
    await useReviewDraft.persist.rehydrate();
    expect(useReviewDraft.getState()).toMatchObject({
      bookTitle: "코스모스",
      title: "우주",
      detail: "<p>별</p>",
    });
  });
});
