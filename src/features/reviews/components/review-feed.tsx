import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { LoadMore } from "@/components/ui/load-more";
import { WindowedPages } from "@/components/ui/windowed-pages";
import { useHistoryRestore } from "@/hooks/use-history-restore";
import { useReviews } from "../api/get-reviews";
import { ReviewListItem } from "./review-list-item";
import { ReviewListSkeleton } from "./review-list-skeleton";
import styles from "./reviews.module.css";

/** The review list (or title-search results) with infinite scroll. */
export function ReviewFeed({ search }: { search: string }) {
  const restore = useHistoryRestore();
  const query = useReviews(search, restore);
  if (!query.data) {
    if (!query.isError) return <ReviewListSkeleton />;
    return (
      <div className={styles.error} role="alert">
        <ErrorMessage error={query.error} />
        <Button variant="secondary" onClick={() => query.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  const pages = query.data.pages.map((p) => p.items);
  if (pages.every((items) => items.length === 0)) {
    return search ? (
      <EmptyState title={`'${search}' 검색 결과가 없어요`}>다른 책 제목으로 검색해보세요.</EmptyState>
    ) : (
      <EmptyState title="아직 작성된 리뷰가 없어요">첫 리뷰를 남겨보세요.</EmptyState>
    );
  }
  return (
    <>
      <WindowedPages
        className={styles.list}
        aria-label={search ? `'${search}' 검색 결과` : "리뷰 목록"}
        pages={pages}
        memoryKey={`reviews:${search}`}
        restore={restore}
        renderItem={(review, i) => <ReviewListItem key={review.id} review={review} eager={i < 3} />}
      />
      <LoadMore
        enabled={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onLoadMore={() => query.fetchNextPage()}
      />
      {query.isFetchNextPageError ? (
        <div className={styles.error} role="alert">
          <ErrorMessage error={query.error} />
          <Button variant="secondary" size="sm" onClick={() => query.fetchNextPage()}>
            더 불러오기
          </Button>
        </div>
      ) : null}
    </>
  );
}
