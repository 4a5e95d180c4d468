import { lazy, Suspense, useEffect } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { useMyAnswer } from "../api/get-my-answer";
import { isEnded, isLineOpen, type Club } from "../api/types";
import { onFirstInput } from "@/lib/on-first-input";
import styles from "./clubs.module.css";

// A member's state (confirmed, applied, in line or facing one), with leaving and its dialog, and
// the calendar file stay out of the first-load JS: most readers of a club are none of these. Both
// are fetched at the member's first touch on the screen, so a tap rarely waits for them.
const loadMembership = () => import("./membership-footer");
const MembershipFooter = lazy(loadMembership);
const loadIcs = () => import("../lib/ics");

/**
 * Footer of /club/{id}: manage for the host, apply for others (대기 신청 on a full club), or the
 * member's current state (confirmed, applied, 대기 N번째: membership-footer.tsx). One row of equal
 * secondary buttons under the state; a member's third action (모임 나가기) sits in the ⋯ menu, so
 * every label stays on one line at 360 px (docs/design-system.md).
 */
export function DetailFooter({ club }: { club: Club }) {
  const me = useCurrentUser()?.id ?? "";
  const confirmed = club.confirmUser.includes(me);
  const applied = club.applicant.includes(me);
  const answer = useMyAnswer(club.id, me, club.createUser !== me && !confirmed && !applied);
  const member = !!me && club.createUser !== me;
  useEffect(
    () =>
      member
        ? onFirstInput(() => void Promise.all([loadMembership(), loadIcs()]).catch(() => undefined))
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
  } else if (confirmed || applied || (isLineOpen(club) && !isEnded(club))) {
    body = (
      <Suspense fallback={null}>
        <MembershipFooter
          club={club}
          me={me}
          confirmed={confirmed}
          applied={applied}
          lapsed={!!answer.data?.expired}
          calendar={calendar}
        />
      </Suspense>
    );
  } else if (isEnded(club)) {
    body = (
      <Button fullWidth disabled>
        종료된 모임이에요
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
  return <div className={styles.footer}>{body}</div>;
}
