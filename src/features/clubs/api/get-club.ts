import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { takeEarlyRequest } from "@/lib/early-request";
import { clubKeys } from "./keys";
import type { Club } from "./types";

// Answers come back only for the host and their author (socialingQueryAnswer rules).
const EXPAND = "genre,createUser,applicant,confirmUser,answer.answerUser";

/** The record's URL path; a member opening /club/{id} directly starts it from index.html. */
export const clubDetailPath = (id: string) =>
  `/api/collections/socialing/records/${id}?expand=${encodeURIComponent(EXPAND)}`;

export const getClub = (id: string, signal?: AbortSignal) =>
  takeEarlyRequest(clubDetailPath(id), async () =>
    (await loadPb()).collection("socialing").getOne<Club>(id, { expand: EXPAND, signal }),
  );

export const getClubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clubKeys.detail(id),
    queryFn: ({ signal }) => getClub(id, signal),
    staleTime: 10_000,
  });

export const useClub = (id: string) => useQuery(getClubQueryOptions(id));
