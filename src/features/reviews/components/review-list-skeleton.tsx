import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import styles from "./reviews.module.css";

/** Placeholder rows built from the list item's own classes, so they have its exact height (CLS). */
export function ReviewListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup label="리뷰를 불러오는 중">
      {/* The prerendered page's early script paints the first reviews here (review-early-rows.tsx). */}
      <div className={styles.list} data-early-slot="reviews">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.item}>
            <Skeleton width={72} height={101} />
            <div className={styles.itemText}>
              <div className={styles.itemTitle}>
                <Skeleton width="70%" height="100%" />
              </div>
              <div className={styles.itemBook}>
                <Skeleton width="40%" height="100%" />
              </div>
              <div className={styles.itemPreview}>
                <Skeleton height="100%" />
              </div>
              <div className={styles.itemMeta}>
                <Skeleton width={24} height={24} radius="50%" />
                <Skeleton width={80} height={12} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
