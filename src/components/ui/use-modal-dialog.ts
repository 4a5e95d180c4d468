import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";

/**
 * Where a keyboard or screen-reader user expects to start in a dialog that just opened: an
 * element marked `data-autofocus` (a form's first field), else the dialog's title, which is read
 * first. The browser's own choice, the first button, is the close ✕ in the corner (issue 30).
 */
function placeFocus(dialog: HTMLDialogElement) {
  const target =
    dialog.querySelector<HTMLElement>("[data-autofocus]") ??
    dialog.querySelector<HTMLElement>("h1, h2, h3, [role=heading]");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus();
}

/**
 * Opens and closes a native <dialog> as a modal with `open`, and routes Escape and backdrop taps
 * to onClose. Spread the returned props on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      placeFocus(dialog);
    }
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

/**
 * Puts a dialog at the end of <body>, outside the screen that opens it. A native <dialog> in the
 * top layer still inherits its DOM parent's text styles and matches its selectors: the ⋯ menu
 * opened from a chat bubble took the bubble's 12px grey text and `.head button` sizes (issue 30).
 * Every dialog atom (Modal, BottomSheet, Menu, the report form) renders through it. Nothing on
 * the server (the build's prerender has no document, and a closed dialog shows nothing anyway).
 */
export function Layer({ children }: { children: ReactNode }) {
  return typeof document === "undefined" ? null : createPortal(children, document.body);
}
