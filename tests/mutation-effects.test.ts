// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mutationKeys } from "@/lib/mutation-keys";
import { affectedQueryKeys, mutationEffects } from "@/app/mutation-effects";
import { clubKeys } from "@/features/clubs/api/keys";
import { profileKeys } from "@/features/profile/api/keys";
import { reviewKeys } from "@/features/reviews/api/keys";

describe("mutation → stale queries, in one place", () => {
  it("has an entry for every mutation name", () => {
    expect(Object.keys(mutationEffects).sort()).toEqual(Object.keys(mutationKeys).sort());
  });

  it("a club like or a review change makes My Page stale too", () => {
    const covers = (keys: readonly unknown[][], key: readonly unknown[]) =>
      keys.some((k) => k.every((part, i) => part === key[i]));
    const like = affectedQueryKeys(mutationKeys.clubLike, { clubId: "c1", like: true }) as unknown[][];
    expect(covers(like, profileKeys.likedClubs("u1"))).toBe(true);
    expect(covers(like, clubKeys.detail("c1"))).toBe(true);
    for (const key of [mutationKeys.reviewCreate, mutationKeys.reviewUpdate, mutationKeys.reviewDelete]) {
      const stale = affectedQueryKeys(key, undefined) as unknown[][];
      expect(covers(stale, profileKeys.myReviews("u1"))).toBe(true);
      expect(covers(stale, reviewKeys.list({ search: "" }))).toBe(true);
    }
    const membership = affectedQueryKeys(mutationKeys.clubMembership, { clubId: "c1" }) as unknown[][];
    expect(covers(membership, clubKeys.mine("u1", ""))).toBe(true);
    expect(covers(membership, profileKeys.likedClubs("u1"))).toBe(true);
  });

  it("the query client invalidates them when a mutation settles, even when it failed", async () => {
    const qc = createQueryClient(affectedQueryKeys);
    qc.setQueryData(profileKeys.likedClubs("u1"), []);
    qc.setQueryData(reviewKeys.detail("r1"), { id: "r1" });
    const like = qc
      .getMutationCache()
      .build(qc, { mutationKey: mutationKeys.clubLike, mutationFn: () => Promise.reject(new Error("x")) });
    await like.execute({ clubId: "c1", like: true }).catch(() => undefined);
    expect(qc.getQueryState(profileKeys.likedClubs("u1"))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(reviewKeys.detail("r1"))?.isInvalidated).toBe(false);
  });
});
