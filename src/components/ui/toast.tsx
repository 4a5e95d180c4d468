import { useCallback, useEffect, useState } from "react";
import styles from "./toast.module.css";

const SHOWN_MS = 2500;

/**
 * A short note under the top bar (role=status: screen readers read it once). A fixed live region
 * is what the layout check (docs/layout-check.md) takes for a toast: it leaves by itself, so it
 * may pass over text, never over a control.
 */
export function useToast() {
  const [message, setMessage] = useState("");
  const [shownAt, setShownAt] = useState(0);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, shownAt]);
  const show = useCallback((text: string) => {
    setMessage(text);
    setShownAt(Date.now());
  }, []);
  const toast = (
    <div role="status" aria-live="polite" className={message ? styles.toast : "visually-hidden"}>
      {message}
    </div>
  );
  return { show, toast };
}
