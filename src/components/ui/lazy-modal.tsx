import { lazy, Suspense, useEffect } from "react";
import { onFirstInput } from "@/lib/on-first-input";
import type { ModalProps } from "./modal";
import { useOpenedOnce } from "./use-opened-once";

export { useOpenedOnce };

// The dialog code stays out of the first screens' JS. It is fetched at the first touch on a screen
// that may open one (pointerdown comes before the tap's click), so opening it rarely waits, and a
// visit that never touches the page loads none of it.
const loadModal = () => import("./modal");
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

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
