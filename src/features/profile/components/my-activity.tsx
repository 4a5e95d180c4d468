import { paths } from "@/config/paths";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useLikedClubs } from "../api/get-liked-clubs";
import { useMyReviews } from "../api/get-my-reviews";
import { LikedClubList } from "./liked-club-list";
import { MyReviewList } from "./my-review-list";
import styles from "./profile.module.css";

/** Liked clubs and my reviews, or one quiet empty notice when there is nothing yet. */
export function MyActivity({ userId }: { userId: string }) {
  const clubs = useLikedClubs(userId);
  const reviews = useMyReviews(userId);

  if (clubs.isPending || reviews.isPending) {
    return (
      <div className={styles.logoutRow}>
        <Spinner label="활동 내역을 불러오는 중" />
      </div>
    );
  }
  if (clubs.isError || reviews.isError) {
    return (
      <EmptyState title="활동 내역을 불러오지 못했어요.">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void clubs.refetch();
            void reviews.refetch();
          }}
        >
          다시 시도
        </Button>
      </EmptyState>
    );
  }
  if (clubs.data.length === 0 && reviews.data.length === 0) {
    return (
      <EmptyState title="아직 활동 내역이 없어요...">
        <p style={{ margin: "0 0 16px" }}>마음에 드는 모임을 찜하거나 첫 리뷰를 남겨보세요.</p>
        <ButtonLink to={paths.clubList} variant="secondary" size="sm">
          모임 둘러보기
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <section className={styles.section} aria-labelledby="liked-clubs-title">
        <h2 id="liked-clubs-title" className={styles.sectionTitle}>
          찜한 모임 {clubs.data.length}
        </h2>
        {clubs.data.length ? (
          <LikedClubList clubs={clubs.data} />
        ) : (
          <p className={styles.muted}>아직 찜한 모임이 없어요.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="my-reviews-title">
        <h2 id="my-reviews-title" className={styles.sectionTitle}>
          내가 쓴 리뷰 {reviews.data.length}
        </h2>
        {reviews.data.length ? (
          <MyReviewList reviews={reviews.data} />
        ) : (
          <p className={styles.muted}>아직 작성한 리뷰가 없어요.</p>
        )}
      </section>
    </>
  );
}
