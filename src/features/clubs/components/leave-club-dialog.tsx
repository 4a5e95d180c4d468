import { errorMessage } from "@/lib/errors";
import { useLeaveClub } from "../api/leave-club";
import type { Club } from "../api/types";
import { useLeaveWaitlist } from "../api/waitlist";
import { ConfirmDialog } from "./confirm-dialog";
import styles from "./clubs.module.css";

/** Which membership the member gives up: a seat, a pending application or a place in line. */
export type LeaveKind = "confirmed" | "applied" | "waiting";

interface LeaveClubDialogProps {
  club: Club;
  kind: LeaveKind;
  open: boolean;
  onClose: () => void;
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
 * 모임 나가기 / 신청 취소 / 대기 취소 with its confirm dialog and error (loaded on the first tap:
 * detail-footer.tsx).
 */
export default function LeaveClubDialog({ club, kind, open, onClose }: LeaveClubDialogProps) {
  const leaveClub = useLeaveClub();
  const leaveLine = useLeaveWaitlist();
  const leave = kind === "waiting" ? leaveLine : leaveClub;
  const text = TEXT[kind];
  return (
    <>
      {leave.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(leave.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        title={text.title}
        text={text.text}
        confirmLabel={text.confirm}
        pending={leave.isPending}
        onClose={onClose}
        onConfirm={() => leave.mutate({ clubId: club.id }, { onSettled: onClose })}
      />
    </>
  );
}
