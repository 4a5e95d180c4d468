import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { clubKeys } from "./keys";
import { mergeClub } from "./merge-club";
import type { Club } from "./types";

/**
 * A membership mutation (apply, leave, approve, cancel). The route answers with the club as it
 * now is; it replaces the cached one (keeping the expanded members it already knows), so the
 * page needs no second request. What else goes stale is in src/app/mutation-effects.ts.
 */
export function useClubMutation<V extends { clubId: string }>(fn: (v: V) => Promise<Club>) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.clubMembership,
    mutationFn: fn,
    onSuccess: (club, vars) => {
      const key = clubKeys.detail(vars.clubId);
      const merged = mergeClub(qc.getQueryData<Club>(key), club);
      if (merged) qc.setQueryData(key, merged);
      else return qc.invalidateQueries({ queryKey: key });
    },
    // A refusal (full, already applied…) means the cached club is out of date.
    onError: (_error, vars) => qc.invalidateQueries({ queryKey: clubKeys.detail(vars.clubId) }),
  });
}
