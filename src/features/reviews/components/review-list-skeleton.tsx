import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import styles from "./reviews.module.css";

export function ReviewListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup label="리뷰를 불러오는 중">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.item}>
          <Skeleton width={72} height={101} />
          <div className={styles.itemText}>
            <Skeleton width="70%" height={18} />
            <Skeleton width="40%" height={14} />
            <Skeleton height={14} />
            <Skeleton width="85%" height={14} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
