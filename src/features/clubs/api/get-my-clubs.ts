import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { searchTerm } from "@/lib/search-term";
import { clubKeys } from "./keys";
import type { Club } from "./types";

/** Every club I host, take part in or wait for, optionally by title; one request. */
export function getMyClubs(userId: string, search: string, signal?: AbortSignal) {
  const mine = pb.filter("(createUser = {:me} || confirmUser ~ {:me} || applicant ~ {:me})", { me: userId });
  const q = searchTerm(search);
  const filter = q ? `${mine} && ${pb.filter("title ~ {:q}", { q })}` : mine;
  return pb
    .collection("socialing")
    .getFullList<Club>({ filter, sort: "dateTime", expand: "genre,createUser", signal });
}

export const getMyClubsQueryOptions = (userId: string, search: string) =>
  queryOptions({
    queryKey: clubKeys.mine(userId, search),
    queryFn: ({ signal }) => getMyClubs(userId, search, signal),
  });

export const useMyClubs = (userId: string, search: string) =>
  useQuery(getMyClubsQueryOptions(userId, search));
