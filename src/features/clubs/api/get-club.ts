import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { clubKeys } from "./keys";
import type { Club } from "./types";

// Answers come back only for the host and their author (socialingQueryAnswer rules).
const EXPAND = "genre,createUser,applicant,confirmUser,answer.answerUser";

export const getClub = (id: string, signal?: AbortSignal) =>
  pb.collection("socialing").getOne<Club>(id, { expand: EXPAND, signal });

export const getClubQueryOptions = (id: string) =>
  queryOptions({ queryKey: clubKeys.detail(id), queryFn: ({ signal }) => getClub(id, signal), staleTime: 10_000 });

export const useClub = (id: string) => useQuery(getClubQueryOptions(id));
