import { useEffect, useId, useRef, type ReactNode } from "react";
import { IconButton } from "./button";
import { Icon } from "./icon";
import styles from "./bottom-sheet.module.css";

interface BottomSheetProps {
  open: boolean;
  /** 닫기 button, Escape and a tap on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pinned below the scrolling body (e.g. a composer). */
  footer?: ReactNode;
}

/** A panel sliding up from the bottom, on a native <dialog> (focus trap, Escape, top layer). */
export function BottomSheet({ open, onClose, title, children, footer }: BottomSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.handle} aria-hidden="true" />
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton label="닫기" onClick={onClose}>
              <Icon name="close" />
            </IconButton>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
