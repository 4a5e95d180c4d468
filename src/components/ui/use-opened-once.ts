import { useState } from "react";

// Apart from lazy-modal.tsx, whose module starts the dialog's lazy import: the club detail's host
// alert (full-club-dialog.tsx) needs only this hook on the first screen.

/**
 * True from the first time `open` is true on: a dialog rendered from then on (not only while open)
 * hands the focus back on closing, as any native dialog does.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
