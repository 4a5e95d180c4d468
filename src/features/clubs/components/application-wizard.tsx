import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { TopBar } from "@/components/ui/top-bar";
import { Modal } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { randomId } from "@/lib/random-id";
import { isOverLimit } from "@/lib/text-limit";
import { useApplyClub } from "../api/apply-club";
import type { Club } from "../api/types";
import { useJoinWaitlist } from "../api/waitlist";
import { ANSWER_MAX, ApplicationAnswer } from "./application-answer";
import { ApplicationRules } from "./application-rules";
import { WizardStep } from "./wizard-step";
import { applicationDraftKey as draftKey, applicationIdKey as idKey } from "../lib/application-drafts";
import styles from "./clubs.module.css";

const MIN_ANSWER = 10;

/** The answer's id for this club's application: one per draft, kept across taps, retries and reloads. */
function applicationId(clubId: string) {
  const stored = sessionStorage.getItem(idKey(clubId));
  if (stored) return stored;
  const id = randomId();
  sessionStorage.setItem(idKey(clubId), id);
  return id;
}

/**
 * Two-step application (1/2 rules, 2/2 answer); the typed answer survives a reload or failure.
 * `waitlist`: the club is full (or has a line), so the same answer is a 대기 신청 instead.
 * `afterApply` shows over the success dialog (the page's push opt-in).
 */
export function ApplicationWizard({
  club,
  blockedReason,
  waitlist = false,
  afterApply,
}: {
  club: Club;
  blockedReason: string;
  waitlist?: boolean;
  afterApply?: ReactNode;
}) {
  // The step lives in the URL so the back button returns from 2/2 to 1/2.
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const step = params.get("step") === "2" ? 2 : 1;
  const [agreed, setAgreed] = useState(false);
  const [answer, setAnswer] = useState(() => sessionStorage.getItem(draftKey(club.id)) ?? "");
  const applyNow = useApplyClub();
  const join = useJoinWaitlist();
  const apply = waitlist ? join : applyNow;
  const title = waitlist ? "대기 신청" : "참여 신청";
  useEffect(() => sessionStorage.setItem(draftKey(club.id), answer), [club.id, answer]);

  // After a successful apply the refetched club says "applied": keep the success dialog instead.
  if (blockedReason && apply.isIdle) {
    return (
      <>
        <TopBar title={title} />
        <EmptyState title={blockedReason}>
          <ButtonLink to={paths.clubDetail(club.id)} variant="secondary" replace>
            모임으로 돌아가기
          </ButtonLink>
        </EmptyState>
      </>
    );
  }
  if (step === 1) {
    return (
      <WizardStep
        step={1}
        total={2}
        title="커뮤니티 규칙"
        nextLabel="다음"
        nextDisabled={!agreed}
        onNext={() => void navigate({ search: "?step=2" })}
      >
        <ApplicationRules agreed={agreed} onAgree={setAgreed} />
      </WizardStep>
    );
  }
  const submit = () =>
    apply.mutate(
      { clubId: club.id, answer: answer.trim(), id: applicationId(club.id) },
      {
        onSuccess: () => {
          sessionStorage.removeItem(draftKey(club.id));
          sessionStorage.removeItem(idKey(club.id));
        },
        onError: (error) => console.error(`${title} 실패`, error),
      },
    );
  return (
    <WizardStep
      step={2}
      total={2}
      title="모임장의 질문에 답해주세요"
      nextLabel={waitlist ? "대기 신청하기" : "신청하기"}
      nextDisabled={answer.trim().length <= MIN_ANSWER || isOverLimit(answer, ANSWER_MAX) || apply.isSuccess}
      pending={apply.isPending}
      onNext={submit}
      footer={
        apply.isError ? (
          <p className={styles.notice} role="alert">
            {errorMessage(apply.error)}
          </p>
        ) : null
      }
    >
      {waitlist ? (
        <p className={styles.notice} role="status">
          모집 인원이 모두 찼어요. 대기 신청하면 자리가 날 때 순서대로 참여 신청으로 바뀌어요.
        </p>
      ) : null}
      <ApplicationAnswer club={club} answer={answer} onChange={setAnswer} />
      <Modal
        open={apply.isSuccess}
        icon={<Icon path={checkIcon} size={36} />}
        title={waitlist ? "대기 신청이 완료됐어요!" : "참여 신청이 완료됐어요!"}
        text={
          waitlist
            ? "자리가 나면 순서대로 참여 신청으로 바뀌고 알림을 보내드려요. 모임장이 승인하면 참여가 확정돼요."
            : "모임장이 승인하면 채팅방에 들어갈 수 있어요. 24시간 안에 승인되지 않으면 신청은 자동으로 취소돼요."
        }
        primary={{ label: "모임으로 돌아가기", to: paths.clubDetail(club.id), replace: true }}
        secondary={{ label: "모임 목록으로", to: paths.clubList, replace: true }}
      />
      {apply.isSuccess ? afterApply : null}
    </WizardStep>
  );
}
