import { lazy, Suspense, useEffect, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { useMyAnswer } from "../api/get-my-answer";
import { isEnded, isFull, type Club } from "../api/types";
import { onFirstInput } from "@/lib/on-first-input";
import styles from "./clubs.module.css";

// Leaving (its confirm dialog and mutation) and the calendar file stay out of the first-load JS;
// both are fetched at the member's first touch on the screen, so a tap rarely waits for them.
const loadLeave = () => import("./leave-club-dialog");
const LeaveClubDialog = lazy(loadLeave);
const loadIcs = () => import("../lib/ics");

/** Footer of /club/{id}: manage for the host, apply for others, or the member's current state. */
export function DetailFooter({ club }: { club: Club }) {
  const me = useCurrentUser()?.id ?? "";
  const confirmed = club.confirmUser.includes(me);
  const applied = club.applicant.includes(me);
  const answer = useMyAnswer(club.id, me, club.createUser !== me && !confirmed && !applied);
  const [asking, setAsking] = useState(false);
  // Mounted from the first tap on, so its error and the dialog's focus return behave as before.
  const [asked, setAsked] = useState(false);
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
              채팅방 가기
            </ButtonLink>
          ) : null}
          {calendar}
          <Button
            variant="ghost"
            onClick={() => {
              setAsked(true);
              setAsking(true);
            }}
          >
            {confirmed ? "모임 나가기" : "신청 취소하기"}
          </Button>
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
        모집이 마감되었어요
      </Button>
    );
  } else {
    body = (
      <>
        {answer.data?.expired ? (
          <p className={styles.notice} role="status">
            24시간 안에 승인되지 않아 이전 신청이 자동으로 취소되었어요. 다시 신청할 수 있어요.
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
          <LeaveClubDialog club={club} confirmed={confirmed} open={asking} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
