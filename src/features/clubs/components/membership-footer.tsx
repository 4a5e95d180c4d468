import { useState, type ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import moreIcon from "@/components/ui/icons/more";
import { paths } from "@/config/paths";
import { isFull, type Club } from "../api/types";
import { myPlace, useWaitlist } from "../api/waitlist";
import LeaveClubDialog, { type LeaveKind, type LeaveStep } from "./leave-club-dialog";
import styles from "./clubs.module.css";

interface MembershipFooterProps {
  club: Club;
  me: string;
  confirmed: boolean;
  applied: boolean;
  /** My earlier application lapsed (24 h): say so above the button. */
  lapsed: boolean;
  /** 캘린더에 추가 (confirmed members), made by detail-footer.tsx. */
  calendar: ReactNode;
}

/**
 * The detail footer of a member with a stake in the club: confirmed, applied, waiting in line, or
 * facing a line (the club is full, or someone waits): 대기 신청. Loaded only then (detail-footer.tsx),
 * so the first load of most detail pages does without it.
 */
export default function MembershipFooter({
  club,
  me,
  confirmed,
  applied,
  lapsed,
  calendar,
}: MembershipFooterProps) {
  const [step, setStep] = useState<LeaveStep>(null);
  // Mounted from the first tap on, so its error and the dialog's focus return behave as before.
  const [asked, setAsked] = useState<LeaveKind | null>(null);
  const leaveAs = (kind: LeaveKind, next: LeaveStep = "confirm") => {
    setAsked(kind);
    setStep(next);
  };
  const line = useWaitlist(club.id, me, !confirmed && !applied);
  const place = myPlace(line.data, me);
  return (
    <>
      {confirmed || applied ? (
        <MemberState club={club} confirmed={confirmed} calendar={calendar} onLeave={leaveAs} />
      ) : place > 0 ? (
        <>
          <Button fullWidth disabled>
            대기 {place}번째 · 자리가 나면 알려드려요
          </Button>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => leaveAs("waiting")}>
              대기 취소하기
            </Button>
          </div>
          <p className={styles.notice}>
            자리가 나면 순서대로 참여 신청으로 바뀌고, 모임장이 승인하면 참여가 확정돼요.
          </p>
        </>
      ) : (
        <JoinLine club={club} lapsed={lapsed} checking={!!me && line.isPending} />
      )}
      {asked ? <LeaveClubDialog club={club} kind={asked} step={step} onStep={setStep} /> : null}
    </>
  );
}

/** Confirmed or applied: the state, 채팅방으로 가기, the calendar and ⋯ (모임 나가기) / 신청 취소하기. */
function MemberState({
  club,
  confirmed,
  calendar,
  onLeave,
}: {
  club: Club;
  confirmed: boolean;
  calendar: ReactNode;
  onLeave: (kind: LeaveKind, step?: LeaveStep) => void;
}) {
  return (
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
            onClick={() => onLeave("confirmed", "menu")}
          >
            <Icon path={moreIcon} size={20} />
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onLeave("applied")}>
            신청 취소하기
          </Button>
        )}
      </div>
      {confirmed ? null : (
        <p className={styles.notice}>참여 대기 중인 신청은 24시간 안에 승인되지 않으면 자동으로 취소돼요.</p>
      )}
    </>
  );
}

/** A club with a line, and I am not in it: how many wait, and 대기 신청. */
function JoinLine({ club, lapsed, checking }: { club: Club; lapsed: boolean; checking: boolean }) {
  const full = isFull(club) ? "모집 인원이 모두 찼어요. " : "";
  return (
    <>
      {lapsed ? (
        <p className={styles.notice} role="status">
          24시간 안에 승인되지 않아 이전 신청이 자동으로 취소됐어요. 다시 대기 신청할 수 있어요.
        </p>
      ) : null}
      <p className={styles.notice}>
        {club.waitlistCount > 0
          ? `${full}지금 ${club.waitlistCount}명이 대기 중이에요.`
          : `${full}대기 신청하면 자리가 날 때 순서대로 알려드려요.`}
      </p>
      {checking ? (
        <Button fullWidth disabled>
          대기 신청
        </Button>
      ) : (
        <ButtonLink to={paths.applicationClub(club.id)} fullWidth>
          대기 신청
        </ButtonLink>
      )}
    </>
  );
}
