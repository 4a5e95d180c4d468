import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useCreateClub } from "../api/create-club";
import { draftDateTime, stepComplete, useClubDraft } from "../stores/create-club-draft";
import { dataUrlToFile } from "../stores/draft-image";
import { CreateStepSchedule } from "./create-step-schedule";
import { WizardStep } from "./wizard-step";
import styles from "./clubs.module.css";

const STEP_NAMES = ["", "모임 방식", "장르", "사진과 소개"];
const STEP_PATHS = ["", paths.createClubStep1, paths.createClubStep2, paths.createClubStep3];

/** Step 4 and the create call; the draft stays on failure and is cleared after success. */
export function CreateClubFinish() {
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
      step={4}
      total={4}
      backTo={paths.createClubStep3}
      title="언제, 몇 명이 만날까요?"
      nextLabel="모임 만들기"
      nextDisabled={!stepComplete[4](draft) || missing !== undefined}
      pending={create.isPending}
      onNext={submit}
      footer={
        <>
          {missing ? (
            <p className={styles.notice} role="status">
              {STEP_NAMES[missing]} 단계를 먼저 채워주세요.{" "}
              <Link to={STEP_PATHS[missing]} replace>
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
        secondary={{ label: "목록으로", to: paths.clubList, replace: true }}
      />
    </WizardStep>
  );
}
