import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import styles from "./clubs.module.css";

/** Placeholder cards with the card's photo box and text lines (the prerendered page shows these too). */
export function ClubListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonGroup label="모임을 불러오는 중">
      {/* The prerendered page's early script paints the first clubs here (club-early-cards.tsx). */}
      <div className={styles.list} data-early-slot="clubs">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.card}>
            <Skeleton height="auto" radius="var(--radius-md)" style={{ aspectRatio: "5 / 3" }} />
            <div className={styles.cardBody}>
              <Skeleton width="75%" height="1.4em" />
              <Skeleton width="60%" height="1.5em" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
