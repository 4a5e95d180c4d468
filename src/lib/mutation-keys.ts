// Names of every mutation that changes server data. Each hook sets `mutationKey: mutationKeys.x`;
// src/app/mutation-effects.ts maps each name to the query keys it makes stale, in one place,
// and the query client invalidates them when the mutation settles.
export const mutationKeys = {
  clubCreate: ["clubs", "create"],
  clubLike: ["clubs", "like"],
  /** apply, leave, approve, cancel, the waitlist, the headcount: variables carry the clubId. */
  clubMembership: ["clubs", "membership"],
  clubDelete: ["clubs", "delete"],
  reviewCreate: ["reviews", "create"],
  reviewUpdate: ["reviews", "update"],
  reviewDelete: ["reviews", "delete"],
  commentCreate: ["comments", "create"],
  commentDelete: ["comments", "delete"],
  commentLike: ["comments", "like"],
  profileUpdate: ["profile", "update"],
} as const;

export type MutationName = keyof typeof mutationKeys;
