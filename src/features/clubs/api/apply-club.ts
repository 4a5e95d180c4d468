import { clubRequest } from "./club-request";
import { useClubMutation } from "./use-club-mutation";

/** Answer, applicant, answer list and participantSocialing are written together; applying twice fails. */
export const applyClub = ({ clubId, answer }: { clubId: string; answer: string }) => clubRequest(`/${clubId}/apply`, { answer });

export const useApplyClub = () => useClubMutation(applyClub);
