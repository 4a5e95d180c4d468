import { useId, type ReactNode } from "react";
import { Layer, useModalDialog } from "./use-modal-dialog";
import { IconButton } from "./button";
import { Icon } from "./icon";
import closeIcon from "./icons/close";
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
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <Layer>
      <dialog {...dialogProps} className={styles.sheet} aria-labelledby={titleId}>
        {open ? (
          <>
            <div className={styles.handle} aria-hidden="true" />
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <IconButton label="닫기" onClick={onClose}>
                <Icon path={closeIcon} />
              </IconButton>
            </div>
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </>
        ) : null}
      </dialog>
    </Layer>
  );
}
