import { usePageTitle } from "@/hooks/use-page-title";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { getClubsQueryOptions } from "@/features/clubs/api/get-clubs";
import { ClubList } from "@/features/clubs/components/club-list";
import { ClubListToolbar } from "@/features/clubs/components/club-list-toolbar";
import { clubFiltersFor, useClubSearch } from "@/features/clubs/hooks/use-club-search";

// Starts page 1 with the route instead of after the first render, without holding the screen back.
// Kept pages are left alone: the list decides whether to refresh them (never on Back).
export const makeLoader = (queryClient: QueryClient) =>
  function loader({ request }: LoaderFunctionArgs) {
    const options = getClubsQueryOptions(clubFiltersFor(new URL(request.url).searchParams));
    if (!queryClient.getQueryData(options.queryKey)) void queryClient.prefetchInfiniteQuery(options);
    return null;
  };

/** /main/club: the club home, below the top tab bar of the /main layout. Filters: its URL. */
export function Component() {
  usePageTitle("클럽 모임");
  const { filters, apply } = useClubSearch();
  return (
    <>
      <h1 className="visually-hidden">클럽 모임</h1>
      <ClubListToolbar filters={filters} onChange={apply} />
      <ClubList filters={filters} />
    </>
  );
}
