import { useId } from "react";
import { Layer, useModalDialog } from "./use-modal-dialog";
import { Spinner } from "./spinner";
import styles from "./menu.module.css";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Removes or cuts off something (나가기, 차단하기): red text. */
  danger?: boolean;
  pending?: boolean;
}

interface MenuProps {
  open: boolean;
  onClose: () => void;
  /** What the menu is about, e.g. "책벌레님" (its accessible name). */
  title: string;
  items: MenuItem[];
}

/**
 * The one ⋯ menu (an action sheet from the bottom): every overflow menu of the app is this, so it
 * looks and reads the same beside a review, a comment, a chat message or in a footer. It renders
 * at the end of <body> (./layer.tsx), never inside the list that opened it.
 */
export function Menu({ open, onClose, title, items }: MenuProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <Layer>
      <dialog {...dialog} className={styles.menu} aria-labelledby={titleId}>
        {open ? (
          <>
            <div className={styles.group}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {items.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                  onClick={item.onSelect}
                  disabled={item.pending}
                  aria-busy={item.pending || undefined}
                >
                  {item.pending ? <Spinner size={18} label="처리 중" /> : null}
                  {item.label}
                </button>
              ))}
            </div>
            <button type="button" className={`${styles.item} ${styles.cancel}`} onClick={onClose}>
              닫기
            </button>
          </>
        ) : null}
      </dialog>
    </Layer>
  );
}
