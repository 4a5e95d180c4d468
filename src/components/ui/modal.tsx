import { useId, type ReactNode } from "react";
import { Layer, useModalDialog } from "./use-modal-dialog";
import { Button, ButtonLink, IconButton } from "./button";
import { DialogActions } from "./dialog-actions";
import { Icon } from "./icon";
import closeIcon from "./icons/close";
import styles from "./modal.module.css";

export interface ModalAction {
  label: string;
  /** Navigate to this path (replacing the click handler's job). */
  to?: string;
  replace?: boolean;
  onClick?: () => void;
  pending?: boolean;
  disabled?: boolean;
}

export interface ModalProps {
  open: boolean;
  /** Called on 닫기, Escape and backdrop. Omit it for dialogs that must be answered. */
  onClose?: () => void;
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  primary?: ModalAction;
  secondary?: ModalAction;
  /** The primary removes something (삭제하기, 탈퇴하기, 차단하기...): drawn as the danger button. */
  destructive?: boolean;
  /** Show the 닫기 close button (spec 2). */
  closeButton?: boolean;
  role?: "dialog" | "alertdialog";
}

function ActionButton({
  action,
  variant,
}: {
  action: ModalAction;
  variant: "primary" | "secondary" | "danger";
}) {
  if (action.to) {
    return (
      <ButtonLink to={action.to} replace={action.replace} variant={variant} onClick={action.onClick}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick} pending={action.pending} disabled={action.disabled}>
      {action.label}
    </Button>
  );
}

/**
 * Generic modal (spec 2) on a native <dialog>: focus trap, Escape and top layer for free. Its
 * actions sit side by side or stack when their labels do not fit (./dialog-actions.tsx).
 */
export function Modal({
  open,
  onClose,
  icon,
  title,
  text,
  primary,
  secondary,
  destructive,
  closeButton,
  role = "dialog",
}: ModalProps) {
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();
  const textId = useId();

  return (
    <Layer>
      <dialog
        {...dialogProps}
        className={styles.dialog}
        role={role}
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
      >
        {open ? (
          <>
            {closeButton && onClose ? (
              <IconButton label="닫기" className={styles.close} onClick={onClose}>
                <Icon path={closeIcon} />
              </IconButton>
            ) : null}
            {icon ? <div className={styles.icon}>{icon}</div> : null}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {text ? (
              <div id={textId} className={styles.text}>
                {text}
              </div>
            ) : null}
            <DialogActions
              primary={
                primary ? (
                  <ActionButton action={primary} variant={destructive ? "danger" : "primary"} />
                ) : null
              }
              secondary={secondary ? <ActionButton action={secondary} variant="secondary" /> : null}
            />
          </>
        ) : null}
      </dialog>
    </Layer>
  );
}
