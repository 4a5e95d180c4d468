import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { clubKeys } from "./keys";
import type { Answer } from "./types";

/** The member's own application for a club (also an expired one), or null. */
export async function getMyAnswer(
  clubId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<Answer | null> {
  const pb = await loadPb();
  const res = await pb.collection("socialingQueryAnswer").getList<Answer>(1, 1, {
    filter: pb.filter("socialing = {:clubId} && answerUser = {:userId}", { clubId, userId }),
    signal,
  });
  return res.items[0] ?? null;
}

export const getMyAnswerQueryOptions = (clubId: string, userId: string) =>
  queryOptions({
    queryKey: clubKeys.myAnswer(clubId, userId),
    queryFn: ({ signal }) => getMyAnswer(clubId, userId, signal),
    enabled: !!userId,
  });

/** `needed` = false skips the request (hosts and current members have nothing lapsed to show). */
export const useMyAnswer = (clubId: string, userId: string, needed = true) =>
  useQuery({ ...getMyAnswerQueryOptions(clubId, userId), enabled: !!userId && needed });
