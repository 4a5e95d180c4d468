import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";

/**
 * What the club list shows instead of clubs: a failed load with a retry, or no club for the
 * filter. Loaded on demand (club-list.tsx): the list's first load has the least room of the first
 * screens (docs/performance.md, "Bundle budget").
 */
export default function ClubListNotice({
  error,
  searching,
  onRetry,
}: {
  error: unknown;
  searching: boolean;
  onRetry: () => void;
}) {
  if (!error)
    return (
      <EmptyState title="조건에 맞는 모임이 없어요">
        {searching
          ? "다른 검색어나 필터로 찾아보거나 직접 모임을 만들어보세요."
          : "다른 장르를 골라보거나 직접 모임을 만들어보세요."}
      </EmptyState>
    );
  return (
    <EmptyState title="모임을 불러오지 못했어요">
      <ErrorMessage error={error} />
      <Button variant="secondary" onClick={onRetry}>
        다시 시도
      </Button>
    </EmptyState>
  );
}
