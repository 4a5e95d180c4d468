import { CreateClubStep } from "@/features/clubs/components/create-club-step";
import { CreateStepGenre } from "@/features/clubs/components/create-step-genre";

/** /createClub2: club creation step 2 of 4. */
export function Component() {
  return (
    <CreateClubStep step={2} title="어떤 장르의 책을 읽나요?">
      <CreateStepGenre />
    </CreateClubStep>
  );
}
