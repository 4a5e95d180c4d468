import { CreateClubStep } from "@/features/clubs/components/create-club-step";
import { CreateStepPlace } from "@/features/clubs/components/create-step-place";

/** /createClub: club creation step 1 of 4. */
export function Component() {
  return (
    <CreateClubStep step={1} title="어떤 방식으로 만날까요?">
      <CreateStepPlace />
    </CreateClubStep>
  );
}
