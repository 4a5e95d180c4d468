import { imageSrc } from "@/lib/image-url";
import { formatLongDate } from "@/lib/format-date";
import { Avatar } from "@/components/ui/avatar";
import type { Review } from "../types";
import { ReviewBody } from "./review-body";
import styles from "./reviews.module.css";
import { memberName } from "@/lib/member-name";
import { SafetyMenu } from "@/components/safety/safety-menu";

/** Review detail (spec 2): cover, title, writer, book title and the sanitized body. */
export function ReviewArticle({ review }: { review: Review }) {
  const writer = review.expand?.writer;
  return (
    <article className={styles.article}>
      <img
        className={styles.cover}
        src={imageSrc(review, review.img, "cover", 180)}
        alt={`${review.bookTitle} 표지`}
        width={180}
        height={252}
        fetchPriority="high"
      />
      <h1 className={styles.articleTitle}>{review.title}</h1>
      <p className={styles.articleBook}>
        <span className="visually-hidden">책 제목: </span>
        {review.bookTitle}
      </p>
      <div className={styles.writer}>
        <Avatar user={writer} size="sm" />
        <div>
          <p className={styles.writerName}>{memberName(writer)}</p>
          <time className={styles.muted} dateTime={review.created.replace(" ", "T")}>
            {formatLongDate(review.created)}
          </time>
        </div>
        {writer ? (
          <SafetyMenu member={writer} target={{ type: "review", id: review.id, what: "리뷰" }} />
        ) : null}
      </div>
      <ReviewBody html={review.detail} />
    </article>
  );
}
