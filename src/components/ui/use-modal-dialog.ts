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
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (e.target === ref.current) onClose?.();
    },
  };
}
