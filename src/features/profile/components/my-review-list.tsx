import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { imageSrc } from "@/lib/image-url";
import { formatRelative } from "@/lib/format-relative";
import type { MyReview } from "../api/get-my-reviews";
import styles from "./profile.module.css";

/** Reviews I wrote: cover thumbnail, title, book title, when. */
export function MyReviewList({ reviews }: { reviews: MyReview[] }) {
  return (
    <ul className={styles.reviewList}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Link to={paths.reviewDetail(review.id)} className={styles.reviewLink}>
            <img
              src={imageSrc(review, review.img, "cover", 60)}
              alt=""
              width={60}
              height={84}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.reviewText}>
              <span className={styles.reviewTitle}>{review.title}</span>
              <span className={styles.muted}>{review.bookTitle}</span>
              <span className={styles.muted}>{formatRelative(review.created)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
