import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { WindowedPages } from "@/components/ui/windowed-pages";
import { useHistoryRestore } from "@/hooks/use-history-restore";
import { useClubs } from "../api/get-clubs";
import type { ClubSearch } from "../lib/club-search-params";
import { ClubCard } from "./club-card";
import { ClubListSkeleton } from "./club-list-skeleton";
import styles from "./clubs.module.css";

const ClubListNotice = lazy(() => import("./club-list-notice"));

/** The club list for these filters (hooks/use-club-search.ts); next page loads near the end. */
export function ClubList({ filters }: { filters: ClubSearch }) {
  const restore = useHistoryRestore();
  const query = useClubs(filters, restore);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <ClubListSkeleton />;
  const pages = query.isError ? [] : query.data.pages.map((p) => p.items);
  if (pages.every((items) => items.length === 0)) {
    return (
      <Suspense fallback={null}>
        <ClubListNotice error={query.error} searching={!!filters.q} onRetry={() => void query.refetch()} />
      </Suspense>
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
