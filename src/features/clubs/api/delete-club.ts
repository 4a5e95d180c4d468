import { useMutation } from "@tanstack/react-query";
import { mutationKeys } from "@/lib/mutation-keys";
import { clubRequest } from "./club-request";

/** Deletes the club, its chat room and every member's link to it (host only, on the server). */
export const deleteClub = (clubId: string) => clubRequest<void>(`/${clubId}`, undefined, "DELETE");

export function useDeleteClub() {
  return useMutation({
    mutationKey: mutationKeys.clubDelete,
    // The page shows its completion dialog first, then drops the detail cache itself.
    mutationFn: deleteClub,
  });
}
