import type { MutationKey, QueryKey } from "@tanstack/react-query";
import { dropEarlyRequests } from "@/lib/early-request";
import { mutationKeys, type MutationName } from "@/lib/mutation-keys";
import { chatKeys } from "@/features/chat/api/keys";
import { clubKeys } from "@/features/clubs/api/keys";
import { commentKeys } from "@/features/comments/api/keys";
import { profileKeys } from "@/features/profile/api/keys";
import { reviewKeys } from "@/features/reviews/api/keys";

// What a change of the signed-in member removes from the cache and the device: ./session-end.ts.
// Loaded through this module (src/app/query-client.ts): one lazy file for the cache's reactions.
export { forgetMembersData } from "./session-end";

// The one place that says which cached queries a mutation makes stale. The query client
// (src/lib/query-client.ts) invalidates these when the mutation settles, success or not (an
// optimistic write rolled back still needs the server's truth). Active queries refetch at once,
// others on their next use. My Page (profile) reads clubs and reviews too, so it is listed
// wherever those change.

type Vars = Record<string, unknown> | string | undefined;
const field = (vars: Vars, name: string) =>
  typeof vars === "object" && vars ? String(vars[name] ?? "") : "";

/** What a club's members, line or existence changing makes stale. */
const clubGone = (): QueryKey[] => [
  clubKeys.lists(),
  [...clubKeys.all, "mine"],
  [...clubKeys.all, "waitlist"],
  chatKeys.rooms(),
  profileKeys.all,
];

export const mutationEffects: Record<MutationName, (vars: Vars) => QueryKey[]> = {
  clubCreate: () => [clubKeys.all, chatKeys.rooms(), profileKeys.all],
  clubLike: () => [clubKeys.all, profileKeys.all],
  // The club itself comes back in the route's answer (use-club-mutation.ts); the rest is stale.
  clubMembership: () => [...clubGone(), [...clubKeys.all, "my-answer"]],
  clubDelete: () => clubGone(),
  reviewCreate: () => [reviewKeys.lists(), profileKeys.all],
  reviewUpdate: () => [reviewKeys.lists(), profileKeys.all],
  reviewDelete: () => [reviewKeys.lists(), profileKeys.all],
  commentCreate: (vars) => [
    commentKeys.list(field(vars, "reviewId")),
    commentKeys.count(field(vars, "reviewId")),
    ...(field(vars, "replyToId") ? [commentKeys.replies(field(vars, "replyToId"))] : []),
  ],
  commentDelete: (vars) => [
    commentKeys.list(field(vars, "reviewId")),
    commentKeys.count(field(vars, "reviewId")),
    ...(field(vars, "replyToId") ? [commentKeys.replies(field(vars, "replyToId"))] : []),
  ],
  commentLike: () => [],
  // My nickname and avatar appear in reviews, comments and clubs cached everywhere.
  profileUpdate: () => [[]],
};

const byKey = new Map(
  Object.entries(mutationKeys).map(([name, key]) => [JSON.stringify(key), name as MutationName]),
);

/**
 * The query keys a settled mutation (any, keyed or not) makes stale. It also forgets the
 * prerendered page's early answers not used yet: they predate the change (src/lib/early-request.ts).
 */
export function affectedQueryKeys(mutationKey: MutationKey | undefined, variables: unknown): QueryKey[] {
  dropEarlyRequests();
  const name = mutationKey && byKey.get(JSON.stringify(mutationKey));
  return name ? mutationEffects[name](variables as Vars) : [];
}
