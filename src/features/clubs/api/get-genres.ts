import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { GenresResponse } from "@/types/pocketbase-types";
import { clubKeys } from "./keys";

export const getGenres = (signal?: AbortSignal) =>
  pb
    .collection("genres")
    .getFullList<GenresResponse>({ sort: "id", fields: "id,title,collectionId", signal });

export const getGenresQueryOptions = () =>
  queryOptions({
    queryKey: clubKeys.genres(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: Infinity,
  });

export const useGenres = () => useQuery(getGenresQueryOptions());
