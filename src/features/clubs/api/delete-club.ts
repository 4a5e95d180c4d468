import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clubRequest } from "./club-request";
import { clubKeys } from "./keys";

/** Deletes the club, its chat room and every member's link to it (host only, on the server). */
export const deleteClub = (clubId: string) => clubRequest<void>(`/${clubId}`, undefined, "DELETE");

export function useDeleteClub() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteClub,
    // The page shows its completion dialog first; the detail cache goes when it unmounts.
    onSuccess: () => void qc.invalidateQueries({ queryKey: clubKeys.all, refetchType: "none" }),
  });
}
