import type { Review } from "../types";
import { ReviewListItem } from "./review-list-item";
import styles from "./reviews.module.css";

// Build-time only (src/app/prerender.tsx): the first rows of the review list, rendered from the real
// row with a sample review; the early painter (src/app/early/paint.ts) fills them with the first
// reviews before the app's JS has run. Every value the row shows is a field of reviewRowView.

/** How many rows paint early: the ones above the fold on a phone (the skeleton's count). */
export const EARLY_ROW_COUNT = 4;

export const EARLY_REVIEW_SAMPLE = {
  id: "sample000000001",
  collectionId: "bookReview00001",
  collectionName: "bookReview",
  created: "2000-01-01 12:00:00.000Z",
  updated: "2000-01-01 12:00:00.000Z",
  writer: "writer000000001",
  img: "sample.webp",
  bookTitle: "sample",
  title: "sample",
  detail: "sample",
  expand: {
    writer: { id: "writer000000001", collectionId: "users0000000001", nickname: "sample", img: "a.webp" },
  },
} as unknown as Review;

/** The list with its first rows (photos eager, as the live list loads its first three). */
export function EarlyReviewRows({ review }: { review: Review }) {
  return (
    <ul className={styles.list} aria-label="리뷰 목록">
      {Array.from({ length: EARLY_ROW_COUNT }, (_, i) => (
        <ReviewListItem key={i} review={review} eager={i < 3} />
      ))}
    </ul>
  );
}
