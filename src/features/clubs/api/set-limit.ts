import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/** Host only: raises the headcount (up to 15, never down); new seats go to the line first. */
export const setClubLimit = ({ clubId, limitPerson }: { clubId: string; limitPerson: number }) =>
  clubRequest(`/${clubId}/limit`, { limitPerson });

export const useSetClubLimit = () => useClubMutation(setClubLimit);
