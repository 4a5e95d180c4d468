import { lazy, Suspense } from "react";
import { LoadMore } from "@/components/ui/load-more";
import { WindowedPages } from "@/components/ui/windowed-pages";
import { useHistoryRestore } from "@/hooks/use-history-restore";
import { useReviews } from "../api/get-reviews";
import { ReviewListItem } from "./review-list-item";
import { ReviewListSkeleton } from "./review-list-skeleton";
import type { ReviewFeedNoticeProps } from "./review-feed-notice";
import styles from "./reviews.module.css";

const LazyNotice = lazy(() => import("./review-feed-notice"));
const Notice = (props: ReviewFeedNoticeProps) => (
  <Suspense fallback={null}>
    <LazyNotice {...props} />
  </Suspense>
);

/** The review list (or title-search results) with infinite scroll. */
export function ReviewFeed({ search }: { search: string }) {
  const restore = useHistoryRestore();
  const query = useReviews(search, restore);
  if (!query.data) {
    if (!query.isError) return <ReviewListSkeleton />;
    return <Notice kind="failed" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const pages = query.data.pages.map((p) => p.items);
  if (pages.every((items) => items.length === 0)) return <Notice kind="empty" search={search} />;
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
        <Notice kind="next-page-failed" error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
    </>
  );
}
