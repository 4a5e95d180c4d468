import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { stepComplete, useClubDraft } from "../stores/create-club-draft";
import { WizardStep } from "./wizard-step";

/** The club-creation wizard's steps in order: where each lives and what the finish calls it. */
export const CREATE_CLUB_STEPS = [
  { path: paths.createClubStep1, name: "모임 방식" },
  { path: paths.createClubStep2, name: "장르" },
  { path: paths.createClubStep3, name: "사진과 소개" },
  { path: paths.createClubStep4, name: "일정과 질문" },
] as const;

/** One of steps 1–3: the step's fields, then 다음 once they are complete (the draft is persisted). */
export function CreateClubStep({
  step,
  title,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  children: ReactNode;
}) {
  usePageTitle("모임 만들기");
  const draft = useClubDraft();
  const navigate = useNavigate();
  return (
    <WizardStep
      step={step}
      total={CREATE_CLUB_STEPS.length}
      title={title}
      nextLabel="다음"
      nextDisabled={!stepComplete[step](draft)}
      onNext={() => navigate(CREATE_CLUB_STEPS[step].path, { replace: true })}
      backTo={step > 1 ? CREATE_CLUB_STEPS[step - 2].path : undefined}
    >
      {children}
    </WizardStep>
  );
}
