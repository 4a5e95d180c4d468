import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";
import type { ModalProps } from "./modal";

// The dialog code stays out of the first screens' JS. It is fetched when the browser is idle
// after a screen that may open one has rendered, so opening it rarely waits.
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
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined)), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
