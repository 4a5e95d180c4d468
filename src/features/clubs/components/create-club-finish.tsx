import { useState, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useCreateClub } from "../api/create-club";
import { draftDateTime, stepComplete, useClubDraft } from "../stores/create-club-draft";
import { dataUrlToFile } from "../stores/draft-image";
import { CREATE_CLUB_STEPS } from "./create-club-step";
import { CreateStepSchedule } from "./create-step-schedule";
import { WizardStep } from "./wizard-step";
import styles from "./clubs.module.css";

/**
 * Step 4 and the create call; the draft stays on failure and is cleared after success.
 * `afterCreate` shows over the success dialog (the page's push opt-in).
 */
export function CreateClubFinish({ afterCreate }: { afterCreate?: ReactNode }) {
  const draft = useClubDraft();
  const create = useCreateClub();
  const [createdId, setCreatedId] = useState("");
  const missing = ([1, 2, 3] as const).find((n) => !stepComplete[n](draft));

  const submit = () => {
    const img = dataUrlToFile(draft.img, draft.imgName);
    if (!img) return;
    create.mutate(
      {
        id: useClubDraft.getState().takeSubmissionId(),
        isOffline: draft.isOffline,
        location: draft.location.trim(),
        genre: draft.genre,
        img,
        title: draft.title.trim(),
        detail: draft.detail,
        dateTime: draftDateTime(draft),
        limitPerson: draft.limitPerson,
        query: draft.query.trim(),
      },
      {
        onSuccess: (club) => {
          setCreatedId(club.id);
          draft.clear();
        },
      },
    );
  };

  return (
    <WizardStep
      step={CREATE_CLUB_STEPS.length}
      total={CREATE_CLUB_STEPS.length}
      backTo={CREATE_CLUB_STEPS[2].path}
      title="언제, 몇 명이 만날까요?"
      nextLabel="모임 만들기"
      nextDisabled={!stepComplete[4](draft) || missing !== undefined}
      pending={create.isPending}
      onNext={submit}
      footer={
        <>
          {missing ? (
            <p className={styles.notice} role="status">
              {CREATE_CLUB_STEPS[missing - 1].name} 단계를 먼저 채워주세요.{" "}
              <Link to={CREATE_CLUB_STEPS[missing - 1].path} replace>
                {missing}단계로 가기
              </Link>
            </p>
          ) : null}
          {create.isError ? (
            <p className={styles.notice} role="alert">
              {errorMessage(create.error)} 작성한 내용은 그대로 남아 있어요.
            </p>
          ) : null}
        </>
      }
    >
      <CreateStepSchedule />
      <Modal
        open={!!createdId}
        icon={<Icon path={checkIcon} size={36} />}
        title="모임이 만들어졌어요!"
        text="참여 신청이 오면 관리하기에서 승인할 수 있어요."
        primary={{ label: "모임 보러 가기", to: paths.clubDetail(createdId), replace: true }}
        secondary={{ label: "모임 목록으로", to: paths.clubList, replace: true }}
      />
      {createdId ? afterCreate : null}
    </WizardStep>
  );
}
