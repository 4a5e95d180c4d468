import { Link } from "react-router";
import { paths } from "@/config/paths";
import { fileUrl } from "@/lib/file-url";
import { formatRelative } from "@/lib/format-date";
import { Avatar } from "@/components/ui/avatar";
import { previewText } from "../lib/preview-text";
import type { Review } from "../types";
import styles from "./reviews.module.css";
import { memberName } from "@/lib/member-name";

/** One row of the review list; `detail` here is the server's plain-text excerpt, rendered as text. */
export function ReviewListItem({ review, eager }: { review: Review; eager?: boolean }) {
  const writer = review.expand?.writer;
  return (
    <li>
      <Link to={paths.reviewDetail(review.id)} className={styles.item}>
        <img
          className={styles.thumb}
          src={fileUrl(review, review.img, "120x168")}
          alt=""
          width={72}
          height={101}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <div className={styles.itemText}>
          <h2 className={styles.itemTitle}>{review.title}</h2>
          <p className={styles.itemBook}>{review.bookTitle}</p>
          <p className={styles.itemPreview}>{previewText(review.detail)}</p>
          <div className={styles.itemMeta}>
            <Avatar user={writer} size="xs" alt="" />
            <span>{memberName(writer)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={review.created.replace(" ", "T")}>{formatRelative(review.created)}</time>
          </div>
        </div>
      </Link>
    </li>
  );
}
