import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clubKeys } from "./keys";
import type { Club } from "./types";

/** A membership mutation: refetch the club, mark every other club query stale. */
export function useClubMutation<V extends { clubId: string }>(fn: (v: V) => Promise<Club>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: (_data, _error, vars) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: clubKeys.detail(vars.clubId) }),
        qc.invalidateQueries({ queryKey: clubKeys.all, refetchType: "none" }),
      ]),
  });
}
