import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/**
 * Answer, applicant, answer list and participantSocialing are written together. `id` is the answer's
 * client-made id: a repeat with the same id (double tap, retry) answers with the club, unchanged.
 */
export const applyClub = ({ clubId, answer, id }: { clubId: string; answer: string; id: string }) =>
  clubRequest(`/${clubId}/apply`, { answer, id });

export const useApplyClub = () => useClubMutation(applyClub);
