import { Link } from "@/components/ui/link";
import { Avatar } from "@/components/ui/avatar";
import { reviewRowView } from "../lib/review-row-view";
import type { Review } from "../types";
import styles from "./reviews.module.css";

/** One row of the review list; `detail` here is the server's plain-text excerpt, rendered as text. */
export function ReviewListItem({ review, eager }: { review: Review; eager?: boolean }) {
  const view = reviewRowView(review);
  return (
    <li>
      <Link to={view.href} className={styles.item} data-field-href="href">
        <img
          className={styles.thumb}
          src={view.cover}
          data-field-src="cover"
          alt=""
          width={72}
          height={101}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <div className={styles.itemText}>
          <h2 className={styles.itemTitle} data-field="title">
            {view.title}
          </h2>
          <p className={styles.itemBook} data-field="book">
            {view.book}
          </p>
          <p className={styles.itemPreview} data-field="preview">
            {view.preview}
          </p>
          <div className={styles.itemMeta}>
            <Avatar user={review.expand?.writer} size="xs" alt="" fields={{ src: "writerAvatar" }} />
            <span data-field="writer">{view.writer}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={view.created} data-field-datetime="created" data-field="createdText">
              {view.createdText}
            </time>
          </div>
        </div>
      </Link>
    </li>
  );
}
