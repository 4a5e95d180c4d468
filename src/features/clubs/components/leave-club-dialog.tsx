import { errorMessage } from "@/lib/errors";
import { useLeaveClub } from "../api/leave-club";
import type { Club } from "../api/types";
import { ConfirmDialog } from "./confirm-dialog";
import styles from "./clubs.module.css";

interface LeaveClubDialogProps {
  club: Club;
  confirmed: boolean;
  open: boolean;
  onClose: () => void;
}

/** 모임 나가기 / 신청 취소 with its confirm dialog and error (loaded on the first tap: detail-footer.tsx). */
export default function LeaveClubDialog({ club, confirmed, open, onClose }: LeaveClubDialogProps) {
  const leave = useLeaveClub();
  return (
    <>
      {leave.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(leave.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        title={confirmed ? "모임에서 나갈까요?" : "신청을 취소할까요?"}
        text={
          confirmed
            ? "채팅방에서도 나가게 되고, 다시 참여하려면 새로 신청해야 해요."
            : "작성한 답변도 함께 삭제돼요."
        }
        confirmLabel={confirmed ? "나가기" : "신청 취소"}
        pending={leave.isPending}
        onClose={onClose}
        onConfirm={() => leave.mutate({ clubId: club.id }, { onSettled: onClose })}
      />
    </>
  );
}
