import { LazyModal as Modal } from "@/components/ui/lazy-modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  pending?: boolean;
  /** The confirmed action removes something (삭제, 나가기, 취소): the danger button. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Yes/no confirmation used before every membership change. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  destructive,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      destructive={destructive}
      title={title}
      text={text}
      primary={{ label: confirmLabel, onClick: onConfirm, pending }}
      secondary={{ label: "취소", onClick: onClose }}
    />
  );
}
