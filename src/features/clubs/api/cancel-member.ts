import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/** Host only: confirmed -> applicant and out of the chat room. */
export const cancelMember = ({ clubId, userId }: { clubId: string; userId: string }) =>
  clubRequest(`/${clubId}/cancel`, { userId });

export const useCancelMember = () => useClubMutation(cancelMember);
