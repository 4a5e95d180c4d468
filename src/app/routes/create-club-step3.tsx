import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { CreateStepContent } from "@/features/clubs/components/create-step-content";
import { WizardStep } from "@/features/clubs/components/wizard-step";
import { stepComplete, useClubDraft } from "@/features/clubs/stores/create-club-draft";

/** /createClub3: club creation step 3 of 4 (the draft is persisted). */
export function Component() {
  usePageTitle("모임 만들기");
  const draft = useClubDraft();
  const navigate = useNavigate();
  return (
    <WizardStep
      step={3}
      total={4}
      title="모임을 소개해주세요"
      nextLabel="다음"
      nextDisabled={!stepComplete[3](draft)}
      onNext={() => navigate(paths.createClubStep4, { replace: true })}
      backTo={paths.createClubStep2}
    >
      <CreateStepContent />
    </WizardStep>
  );
}
