import { useCallback, useEffect, useState, type CSSProperties } from "react";
import styles from "./toast.module.css";

const SHOWN_MS = 2500;

/** A short note at the bottom of the screen (role=status: screen readers read it once). */
export function useToast() {
  const [message, setMessage] = useState("");
  const [shownAt, setShownAt] = useState(0);
  const [bottom, setBottom] = useState<number>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, shownAt]);
  const show = useCallback((text: string) => {
    // Measured when it shows; the measuring loads then too (no first screen carries it). Should
    // that fail, the stylesheet's place above the bottom bar stands.
    void import("./pinned-bottom")
      .then((m) => m.pinnedBottom())
      .catch(() => undefined)
      .then((bottom) => {
        setBottom(bottom);
        setMessage(text);
        setShownAt(Date.now());
      });
  }, []);
  const toast = (
    // data-overlay="toast": it leaves by itself, so it may pass over text, never over a control
    // (the layout check, docs/layout-check.md).
    <div
      role="status"
      aria-live="polite"
      data-overlay="toast"
      className={message ? styles.toast : "visually-hidden"}
      style={{ "--toast-bottom": bottom && `${bottom}px` } as CSSProperties}
    >
      {message}
    </div>
  );
  return { show, toast };
}
