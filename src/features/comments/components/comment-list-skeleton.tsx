import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import styles from "./comments.module.css";

export function CommentListSkeleton() {
  return (
    <SkeletonGroup label="댓글을 불러오는 중">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.item}>
          <Skeleton width={36} height={36} radius="50%" />
          <div className={styles.itemBody}>
            <Skeleton width="30%" height={14} />
            <Skeleton width="90%" height={14} style={{ marginTop: 8 }} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
