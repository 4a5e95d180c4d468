import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";
import type { ModalProps } from "./modal";

// The dialog code stays out of the first screens' JS. It is fetched when the browser is idle
// after a screen that may open one has rendered, so opening it rarely waits.
const loadModal = () => import("./modal");
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/**
 * `Modal`, rendered from the first time it opens on (closing it then hands the focus back as any
 * native dialog does). Until then it renders nothing: a closed Modal shows nothing either.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined)), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
