import { Menu } from "@/components/ui/menu";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/errors";
import { useLeaveClub } from "../api/leave-club";
import type { Club } from "../api/types";
import styles from "./clubs.module.css";

/** The footer's ⋯ menu (a confirmed member's) or the confirm dialog on screen, or neither. */
export type LeaveStep = "menu" | "confirm" | null;

interface LeaveClubDialogProps {
  club: Club;
  confirmed: boolean;
  step: LeaveStep;
  onStep: (step: LeaveStep) => void;
}

/**
 * 모임 나가기 (from the ⋯ menu) / 신청 취소 with its confirm dialog and error (loaded on the first
 * tap: detail-footer.tsx).
 */
export default function LeaveClubDialog({ club, confirmed, step, onStep }: LeaveClubDialogProps) {
  const leave = useLeaveClub();
  const close = () => onStep(null);
  return (
    <>
      {leave.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(leave.error)}
        </p>
      ) : null}
      {confirmed ? (
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
        title={confirmed ? "모임에서 나갈까요?" : "신청을 취소할까요?"}
        text={
          confirmed
            ? "채팅방에서도 나가게 되고, 다시 참여하려면 새로 신청해야 해요."
            : "작성한 답변도 함께 삭제돼요."
        }
        primary={{
          label: confirmed ? "나가기" : "신청 취소",
          pending: leave.isPending,
          onClick: () => leave.mutate({ clubId: club.id }, { onSettled: close }),
        }}
        secondary={{ label: "취소", onClick: close }}
      />
    </>
  );
}
