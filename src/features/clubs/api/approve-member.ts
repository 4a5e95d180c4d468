import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/** Host only: applicant -> confirmed and into the chat room; 409 when the club is full. */
export const approveMember = ({ clubId, userId }: { clubId: string; userId: string }) =>
  clubRequest(`/${clubId}/approve`, { userId });

export const useApproveMember = () => useClubMutation(approveMember);
