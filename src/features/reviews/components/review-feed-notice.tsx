import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import styles from "./reviews.module.css";

export type ReviewFeedNoticeProps =
  | { kind: "failed"; error: unknown; onRetry: () => void }
  | { kind: "empty"; search: string }
  | { kind: "next-page-failed"; error: unknown; onRetry: () => void };

/**
 * What the review list shows instead of (or after) reviews: a failed load with a retry, no review
 * or no search result, a failed next page. Loaded on demand (review-feed.tsx), as the club list's
 * notice: rarely needed, and the list's first load has little room (docs/performance.md).
 */
export default function ReviewFeedNotice(props: ReviewFeedNoticeProps) {
  if (props.kind === "empty")
    return props.search ? (
      <EmptyState title={`'${props.search}' 검색 결과가 없어요`}>다른 책 제목으로 검색해보세요.</EmptyState>
    ) : (
      <EmptyState title="아직 작성된 리뷰가 없어요">첫 리뷰를 남겨보세요.</EmptyState>
    );
  const nextPage = props.kind === "next-page-failed";
  return (
    <div className={styles.error} role="alert">
      <ErrorMessage error={props.error} />
      <Button variant="secondary" size={nextPage ? "sm" : undefined} onClick={props.onRetry}>
        {nextPage ? "더 불러오기" : "다시 시도"}
      </Button>
    </div>
  );
}
