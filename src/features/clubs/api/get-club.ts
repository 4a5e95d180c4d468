import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { loadPb } from "@/lib/load-pocketbase";
import { takeEarlyRequest } from "@/lib/early-request";
import { CLUB_DETAIL_EXPAND, clubDetailPath } from "./club-detail-query";
import { clubKeys } from "./keys";
import type { Club } from "./types";

export { clubDetailPath };

export const getClub = (id: string, signal?: AbortSignal) =>
  takeEarlyRequest(clubDetailPath(id), async () =>
    (await loadPb()).collection("socialing").getOne<Club>(id, { expand: CLUB_DETAIL_EXPAND, signal }),
  );

export const getClubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clubKeys.detail(id),
    queryFn: ({ signal }) => getClub(id, signal),
    staleTime: 10_000,
  });

export const useClub = (id: string) => useQuery(getClubQueryOptions(id));

/** The loader of every route under a club's id (`:clubId`): the club, from the cache or the server. */
export const makeClubLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(getClubQueryOptions(params.clubId!));
