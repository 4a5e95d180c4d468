import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import type { PublicUser } from "@/types/public-user";
import { clubRequest } from "./club-request";
import { clubKeys } from "./keys";
import type { Club } from "./types";
import { useClubMutation } from "./use-club-mutation";

// The waitlist of a full club (issue 34; server: pb_hooks/clubs/waitlist.js). Joining and leaving
// answer with the club (waitlistCount moved), like the other membership routes.

/** A place in line: the host reads every entry, a member only their own. */
export interface WaitlistEntry {
  id: string;
  position: number;
  member: Pick<PublicUser, "id" | "collectionId" | "collectionName" | "nickname" | "img"> | null;
  answer: string;
  joinedAt: string;
}
export interface Waitlist {
  items: WaitlistEntry[];
  count: number;
}

/** 대기 신청: `id` (client-made) makes a retry land once, as for an application. */
export const joinWaitlist = ({ clubId, answer, id }: { clubId: string; answer: string; id: string }) =>
  clubRequest(`/${clubId}/waitlist`, { answer, id });
/** 대기 취소하기: my own place only. */
export const leaveWaitlist = ({ clubId }: { clubId: string }) =>
  clubRequest(`/${clubId}/waitlist`, undefined, "DELETE");

export const useJoinWaitlist = () => useClubMutation(joinWaitlist);
export const useLeaveWaitlist = () => useClubMutation(leaveWaitlist);

export const getWaitlistQueryOptions = (clubId: string, userId: string) =>
  queryOptions({
    queryKey: clubKeys.waitlist(clubId, userId),
    queryFn: () => clubRequest<Waitlist>(`/${clubId}/waitlist`, undefined, "GET"),
  });

/** The line as the caller may read it; `needed` = false skips the request (no line, a visitor). */
export const useWaitlist = (clubId: string, userId: string, needed = true) =>
  useQuery({ ...getWaitlistQueryOptions(clubId, userId), enabled: !!userId && needed });

/** My own place in a club's line (1-based), or 0. */
export const myPlace = (line: Waitlist | undefined, userId: string) =>
  line?.items.find((e) => e.member?.id === userId)?.position ?? 0;

/** The clubs I wait for, soonest first, with my place in each (내 모임). */
export const useMyWaitlist = (userId: string) =>
  useQuery({
    queryKey: clubKeys.myWaitlist(userId),
    queryFn: async () =>
      (await loadPb()).send<{ items: { club: Club; position: number }[] }>(
        "/api/chaekdongne/my-waitlist",
        {},
      ),
    enabled: !!userId,
  });
