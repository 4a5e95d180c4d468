import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { CreateStepGenre } from "@/features/clubs/components/create-step-genre";
import { WizardStep } from "@/features/clubs/components/wizard-step";
import { stepComplete, useClubDraft } from "@/features/clubs/stores/create-club-draft";

/** /createClub2: club creation step 2 of 4 (the draft is persisted). */
export function Component() {
  usePageTitle("모임 만들기");
  const draft = useClubDraft();
  const navigate = useNavigate();
  return (
    <WizardStep
      step={2}
      total={4}
      title="어떤 장르의 책을 읽나요?"
      nextLabel="다음"
      nextDisabled={!stepComplete[2](draft)}
      onNext={() => navigate(paths.createClubStep3, { replace: true })}
      backTo={paths.createClubStep1}
    >
      <CreateStepGenre />
    </WizardStep>
  );
}
