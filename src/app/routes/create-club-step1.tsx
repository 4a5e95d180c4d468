import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { CreateStepPlace } from "@/features/clubs/components/create-step-place";
import { WizardStep } from "@/features/clubs/components/wizard-step";
import { stepComplete, useClubDraft } from "@/features/clubs/stores/create-club-draft";

/** /createClub: club creation step 1 of 4 (the draft is persisted). */
export function Component() {
  usePageTitle("모임 만들기");
  const draft = useClubDraft();
  const navigate = useNavigate();
  return (
    <WizardStep
      step={1}
      total={4}
      title="어떤 방식으로 만날까요?"
      nextLabel="다음"
      nextDisabled={!stepComplete[1](draft)}
      onNext={() => navigate(paths.createClubStep2, { replace: true })}
    >
      <CreateStepPlace />
    </WizardStep>
  );
}
