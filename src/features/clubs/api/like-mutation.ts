import type { QueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { currentUserId } from "@/lib/session";
import { clubRequest } from "./club-request";
import { clubKeys } from "./keys";
import { patchClubCache, restoreClubCache } from "./patch-club-cache";

export interface LikeVars {
  clubId: string;
  like: boolean;
}

/** 찜: the server changes the club's and the member's like lists together (pb_hooks/clubs/routes.js). */
export const setLike = ({ clubId, like }: LikeVars) => clubRequest(`/${clubId}/like`, { like });

/**
 * Runs 찜 through the query client's mutation cache like any `useMutation` (the mutation effects
 * map sees it settle), without the hook's observer: the heart shows no pending state. Loaded on
 * demand by ./set-like.ts.
 */
export function runLike(qc: QueryClient, vars: LikeVars) {
  return qc
    .getMutationCache()
    .build(qc, {
      mutationKey: mutationKeys.clubLike,
      mutationFn: setLike,
      onMutate: async ({ clubId, like }: LikeVars) => {
        await qc.cancelQueries({ queryKey: clubKeys.all });
        const me = currentUserId();
        return patchClubCache(qc, clubId, (c) => ({
          ...c,
          like: like ? [...c.like.filter((id) => id !== me), me] : c.like.filter((id) => id !== me),
        }));
      },
      onError: (error: unknown, _vars: LikeVars, snapshot: ReturnType<typeof patchClubCache> | undefined) => {
        if (snapshot) restoreClubCache(qc, snapshot);
        console.error("찜하기 실패", error);
      },
    })
    .execute(vars)
    .catch(() => undefined);
}
