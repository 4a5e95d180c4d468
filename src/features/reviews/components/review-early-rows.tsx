import { formatRelative } from "@/lib/format-date";
import type { Review } from "../types";
import { ReviewListItem } from "./review-list-item";
import styles from "./reviews.module.css";

// Build-time only (src/app/prerender.tsx): the first rows of the review list with placeholder
// values. The prerendered page's early script (scripts/lib/early-request-script.mjs) fills copies
// of this markup with the first page's reviews, so they paint before the app's JS has run.

/** Placeholders the early script replaces (text and attributes). */
export const EARLY_ROW_TOKENS = {
  id: "zzzzzzzzzzzzzzz",
  title: "~~title~~",
  book: "~~book~~",
  preview: "~~preview~~",
  writer: "~~writer~~",
};
const CREATED = "2000-01-01 12:00:00.000Z";
/** How many rows paint early: the ones above the fold on a phone (the skeleton's count). */
export const EARLY_ROW_COUNT = 4;

function placeholder(): Review {
  const t = EARLY_ROW_TOKENS;
  return {
    id: t.id,
    collectionId: "bookReview00001",
    collectionName: "bookReview",
    created: CREATED,
    updated: CREATED,
    writer: "writer000000001",
    img: "early.webp",
    bookTitle: t.book,
    title: t.title,
    detail: t.preview,
    expand: {
      writer: {
        id: "writer000000001",
        collectionId: "users0000000001",
        nickname: t.writer,
        img: "early.webp",
      },
    },
  } as unknown as Review;
}

/** The list with its first rows (photos eager, as the live list loads its first three). */
export function EarlyReviewRows() {
  const review = placeholder();
  return (
    <ul className={styles.list} aria-label="리뷰 목록">
      {Array.from({ length: EARLY_ROW_COUNT }, (_, i) => (
        <ReviewListItem key={i} review={review} eager={i < 3} />
      ))}
    </ul>
  );
}

/** The placeholder's date as the row shows it, and as its <time> attribute. */
export const earlyRowDates = () => ({ text: formatRelative(CREATED), attribute: CREATED.replace(" ", "T") });
