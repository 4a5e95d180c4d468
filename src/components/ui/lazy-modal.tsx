import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInput } from "@/lib/on-first-input";
import type { ModalProps } from "./modal";

// The dialog code stays out of the first screens' JS. It is fetched at the first touch on a screen
// that may open one (pointerdown comes before the tap's click), so opening it rarely waits, and a
// visit that never touches the page loads none of it.
const loadModal = () => import("./modal");
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/**
 * True from the first time `open` is true on: a dialog rendered from then on (not only while open)
 * hands the focus back on closing, as any native dialog does.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * `Modal`, rendered from the first time it opens on (see useOpenedOnce). Until then it renders
 * nothing: a closed Modal shows nothing either.
 */
export function LazyModal(props: ModalProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => onFirstInput(() => void loadModal().catch(() => undefined)), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
