import { usePageTitle } from "@/hooks/use-page-title";
import type { QueryClient } from "@tanstack/react-query";
import { getClubsQueryOptions } from "@/features/clubs/api/get-clubs";
import { ClubList } from "@/features/clubs/components/club-list";
import { ClubListToolbar } from "@/features/clubs/components/club-list-toolbar";
import { currentClubListFilters } from "@/features/clubs/stores/club-filter";

// Starts page 1 with the route instead of after the first render, without holding the screen back.
// Kept pages are left alone: the list decides whether to refresh them (never on Back).
export const makeLoader = (queryClient: QueryClient) =>
  function loader() {
    const options = getClubsQueryOptions(currentClubListFilters());
    if (!queryClient.getQueryData(options.queryKey)) void queryClient.prefetchInfiniteQuery(options);
    return null;
  };

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
