import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { LoadMore } from "@/components/ui/load-more";
import { WindowedPages } from "@/components/ui/windowed-pages";
import { useHistoryRestore } from "@/hooks/use-history-restore";
import { useClubs } from "../api/get-clubs";
import { useClubListFilters } from "../stores/club-filter";
import { ClubCard } from "./club-card";
import { ClubListSkeleton } from "./club-list-skeleton";
import styles from "./clubs.module.css";

/** The club list with the persisted filter applied; next page loads near the end. */
export function ClubList() {
  const filters = useClubListFilters();
  const restore = useHistoryRestore();
  const query = useClubs(filters, restore);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <ClubListSkeleton />;
  if (query.isError) {
    return (
      <EmptyState title="모임을 불러오지 못했어요">
        <ErrorMessage error={query.error} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          다시 시도
        </Button>
      </EmptyState>
    );
  }
  const pages = query.data.pages.map((p) => p.items);
  if (pages.every((items) => items.length === 0)) {
    return (
      <EmptyState title="조건에 맞는 모임이 없어요">
        다른 장르를 골라보거나 직접 모임을 만들어보세요.
      </EmptyState>
    );
  }
  return (
    <>
      <WindowedPages
        className={styles.list}
        aria-label="모임 목록"
        pages={pages}
        memoryKey={`clubs:${JSON.stringify(filters)}`}
        restore={restore}
        renderItem={(club, i) => (
          <li key={club.id}>
            <ClubCard club={club} eager={i < 2} priority={i === 0} />
          </li>
        )}
      />
      <LoadMore onLoadMore={() => void fetchNextPage()} enabled={hasNextPage} rootMargin="400px" />
      {hasNextPage ? (
        <div className={styles.center}>
          <Button variant="secondary" pending={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            모임 더보기
          </Button>
        </div>
      ) : null}
    </>
  );
}
