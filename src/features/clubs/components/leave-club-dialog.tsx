import { Menu } from "@/components/ui/menu";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/errors";
import { useLeaveClub } from "../api/leave-club";
import type { Club } from "../api/types";
import { useLeaveWaitlist } from "../api/waitlist";
import styles from "./clubs.module.css";

/** Which membership the member gives up: a seat, a pending application or a place in line. */
export type LeaveKind = "confirmed" | "applied" | "waiting";

/** The footer's ⋯ menu (a confirmed member's) or the confirm dialog on screen, or neither. */
export type LeaveStep = "menu" | "confirm" | null;

interface LeaveClubDialogProps {
  club: Club;
  kind: LeaveKind;
  step: LeaveStep;
  onStep: (step: LeaveStep) => void;
}

const TEXT: Record<LeaveKind, { title: string; text: string; confirm: string }> = {
  confirmed: {
    title: "모임에서 나갈까요?",
    text: "채팅방에서도 나가게 되고, 다시 참여하려면 새로 신청해야 해요.",
    confirm: "나가기",
  },
  applied: { title: "신청을 취소할까요?", text: "작성한 답변도 함께 삭제돼요.", confirm: "신청 취소" },
  waiting: {
    title: "대기를 취소할까요?",
    text: "작성한 답변도 함께 삭제되고, 다시 대기하면 맨 뒤로 가요.",
    confirm: "대기 취소",
  },
};

/**
 * 모임 나가기 (from the ⋯ menu) / 신청 취소 / 대기 취소 with its confirm dialog and error (loaded
 * with membership-footer.tsx, on demand).
 */
export default function LeaveClubDialog({ club, kind, step, onStep }: LeaveClubDialogProps) {
  const leaveClub = useLeaveClub();
  const leaveLine = useLeaveWaitlist();
  const leave = kind === "waiting" ? leaveLine : leaveClub;
  const text = TEXT[kind];
  const close = () => onStep(null);
  return (
    <>
      {leave.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(leave.error)}
        </p>
      ) : null}
      {kind === "confirmed" ? (
        <Menu
          open={step === "menu"}
          onClose={close}
          title={club.title}
          items={[{ label: "모임 나가기", danger: true, onSelect: () => onStep("confirm") }]}
        />
      ) : null}
      {/* Modal itself, not ConfirmDialog's lazy one: this file is already loaded on demand. */}
      <Modal
        open={step === "confirm"}
        onClose={close}
        role="alertdialog"
        destructive
        title={text.title}
        text={text.text}
        primary={{
          label: text.confirm,
          pending: leave.isPending,
          onClick: () => leave.mutate({ clubId: club.id }, { onSettled: close }),
        }}
        secondary={{ label: "취소", onClick: close }}
      />
    </>
  );
}
