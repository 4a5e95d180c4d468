import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import type { SocialingResponse } from "@/types/pocketbase-types";
import { profileKeys } from "./keys";

export type LikedClub = Pick<
  SocialingResponse,
  "id" | "collectionId" | "title" | "img" | "isOffline" | "location" | "dateTime"
>;

const CLUB_FIELDS = ["id", "collectionId", "title", "img", "isOffline", "location", "dateTime"];

/** Clubs I liked: my own record with expand=like, one request, newest like first. */
export async function getLikedClubs(userId: string, signal?: AbortSignal): Promise<LikedClub[]> {
  const me = await pb.collection("users").getOne<{ expand?: { like?: LikedClub[] } }>(userId, {
    expand: "like",
    fields: ["id", ...CLUB_FIELDS.map((f) => `expand.like.${f}`)].join(","),
    signal,
  });
  return [...(me.expand?.like ?? [])].reverse();
}

export const getLikedClubsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.likedClubs(userId),
    queryFn: ({ signal }) => getLikedClubs(userId, signal),
  });

export const useLikedClubs = (userId: string) => useQuery(getLikedClubsQueryOptions(userId));
