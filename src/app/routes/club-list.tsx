import { usePageTitle } from "@/hooks/use-page-title";
import { ClubList } from "@/features/clubs/components/club-list";
import { ClubListToolbar } from "@/features/clubs/components/club-list-toolbar";

/** /main/club: the club home, below the top tab bar of the /main layout. */
export function Component() {
  usePageTitle("클럽 모임");
  return (
    <>
      <h1 className="visually-hidden">클럽 모임</h1>
      <ClubListToolbar />
      <ClubList />
    </>
  );
}
