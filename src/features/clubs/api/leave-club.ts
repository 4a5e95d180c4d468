import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/** Withdraws a pending application or leaves a confirmed club (and its chat room). */
export const leaveClub = ({ clubId }: { clubId: string }) => clubRequest(`/${clubId}/leave`);

export const useLeaveClub = () => useClubMutation(leaveClub);
