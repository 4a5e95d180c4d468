import { CreateClubStep } from "@/features/clubs/components/create-club-step";
import { CreateStepContent } from "@/features/clubs/components/create-step-content";

/** /createClub3: club creation step 3 of 4. */
export function Component() {
  return (
    <CreateClubStep step={3} title="모임을 소개해주세요">
      <CreateStepContent />
    </CreateClubStep>
  );
}
