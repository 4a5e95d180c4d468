import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";

/**
 * Opens and closes a native <dialog> as a modal with `open`, and routes Escape and backdrop taps
 * to onClose. Spread the returned props on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
      e.preventDefault();
      onClose?.();
    },
    // A tap on the dialog's own padding also has the dialog as its target: only a tap outside
    // the dialog's box (on the backdrop) closes it.
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      const dialog = ref.current;
      if (!dialog || e.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
      if (!inside) onClose?.();
    },
  };
}
