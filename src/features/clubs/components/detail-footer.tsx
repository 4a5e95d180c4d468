import { lazy, Suspense, useEffect, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import moreIcon from "@/components/ui/icons/more";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { useMyAnswer } from "../api/get-my-answer";
import { isEnded, isFull, type Club } from "../api/types";
import { onFirstInput } from "@/lib/on-first-input";
import type { LeaveStep } from "./leave-club-dialog";
import styles from "./clubs.module.css";

// Leaving (its menu, confirm dialog and mutation) and the calendar file stay out of the first-load
// JS; both are fetched at the member's first touch on the screen, so a tap rarely waits for them.
const loadLeave = () => import("./leave-club-dialog");
const LeaveClubDialog = lazy(loadLeave);
const loadIcs = () => import("../lib/ics");

/**
 * Footer of /club/{id}: manage for the host, apply for others, or the member's current state.
 * One row of equal secondary buttons under the state; a member's third action (모임 나가기) sits
 * in the ⋯ menu, so every label stays on one line at 360 px (docs/design-system.md).
 */
export function DetailFooter({ club }: { club: Club }) {
  const me = useCurrentUser()?.id ?? "";
  const confirmed = club.confirmUser.includes(me);
  const applied = club.applicant.includes(me);
  const answer = useMyAnswer(club.id, me, club.createUser !== me && !confirmed && !applied);
  const [step, setStep] = useState<LeaveStep>(null);
  // Mounted from the first tap on, so its error and the dialog's focus return behave as before.
  const [asked, setAsked] = useState(false);
  const open = (next: LeaveStep) => {
    setAsked(true);
    setStep(next);
  };
  const member = !!me && club.createUser !== me;
  useEffect(
    () =>
      member
        ? onFirstInput(() => void Promise.all([loadLeave(), loadIcs()]).catch(() => undefined))
        : undefined,
    [member],
  );

  let body;
  const calendar =
    (club.createUser === me || confirmed) && !isEnded(club) ? (
      <Button variant="secondary" onClick={() => void loadIcs().then((m) => m.downloadIcs(club))}>
        캘린더에 추가
      </Button>
    ) : null;
  if (club.createUser === me) {
    body = (
      <>
        <ButtonLink to={paths.managementClub(club.id)} fullWidth>
          관리하기
        </ButtonLink>
        {calendar ? <div className={styles.row}>{calendar}</div> : null}
      </>
    );
  } else if (confirmed || applied) {
    body = (
      <>
        <Button fullWidth disabled>
          {confirmed ? "참여가 확정된 모임이에요" : "이미 신청한 모임이에요 · 승인 대기 중"}
        </Button>
        <div className={styles.row}>
          {confirmed && club.chattingRoom ? (
            <ButtonLink to={paths.chatRoom(club.chattingRoom)} variant="secondary">
              채팅방으로 가기
            </ButtonLink>
          ) : null}
          {calendar}
          {confirmed ? (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label="모임 메뉴 더보기"
              onClick={() => open("menu")}
            >
              <Icon path={moreIcon} size={20} />
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => open("confirm")}>
              신청 취소하기
            </Button>
          )}
        </div>
        {applied ? (
          <p className={styles.notice}>
            참여 대기 중인 신청은 24시간 안에 승인되지 않으면 자동으로 취소돼요.
          </p>
        ) : null}
      </>
    );
  } else if (isEnded(club)) {
    body = (
      <Button fullWidth disabled>
        종료된 모임이에요
      </Button>
    );
  } else if (isFull(club)) {
    body = (
      <Button fullWidth disabled>
        모집이 마감됐어요
      </Button>
    );
  } else {
    body = (
      <>
        {answer.data?.expired ? (
          <p className={styles.notice} role="status">
            24시간 안에 승인되지 않아 이전 신청이 자동으로 취소됐어요. 다시 신청할 수 있어요.
          </p>
        ) : null}
        <ButtonLink to={paths.applicationClub(club.id)} fullWidth>
          신청하기
        </ButtonLink>
      </>
    );
  }
  return (
    <div className={styles.footer}>
      {body}
      {asked ? (
        <Suspense fallback={null}>
          <LeaveClubDialog club={club} confirmed={confirmed} step={step} onStep={setStep} />
        </Suspense>
      ) : null}
    </div>
  );
}
