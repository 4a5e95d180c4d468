import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";

/** While a club loads, or when it no longer exists (deleted). */
export function ClubMissing({ pending }: { pending: boolean }) {
  if (pending) return <PageSpinner />;
  return (
    <>
      <TopBar title="모임" backTo={paths.clubList} />
      <EmptyState title="모임을 찾을 수 없어요">
        <p>삭제되었거나 주소가 잘못되었어요.</p>
        <ButtonLink to={paths.clubList} variant="secondary">모임 목록으로</ButtonLink>
      </EmptyState>
    </>
  );
}
