import { useCallback, useEffect, useState } from "react";
import styles from "./toast.module.css";

const SHOWN_MS = 2500;

/**
 * How much of the bottom of the screen is taken by what is pinned there (the bottom bar, a sticky
 * footer with its buttons, the offline notice): the toast shows above all of it, never over a
 * control (issue 30). Full-screen layers (the chat room) do not count.
 */
function pinnedBottom(): number {
  const height = window.innerHeight;
  let top = height;
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    if (el.dataset.overlay === "toast") continue;
    const { position } = getComputedStyle(el);
    if (position !== "fixed" && position !== "sticky") continue;
    const box = el.getBoundingClientRect();
    if (box.height === 0 || box.top < height * 0.4 || box.top >= height) continue;
    top = Math.min(top, box.top);
  }
  return height - top;
}

/** A short note at the bottom of the screen (role=status: screen readers read it once). */
export function useToast() {
  const [message, setMessage] = useState("");
  const [shownAt, setShownAt] = useState(0);
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, shownAt]);
  const show = useCallback((text: string) => {
    setBottom(pinnedBottom());
    setMessage(text);
    setShownAt(Date.now());
  }, []);
  const toast = (
    // data-overlay="toast": it leaves by itself, so it may pass over text, never over a control
    // (the layout check, docs/layout-check.md).
    <div
      role="status"
      aria-live="polite"
      data-overlay="toast"
      className={message ? styles.toast : "visually-hidden"}
      style={message ? { bottom: `calc(${bottom}px + var(--space-4))` } : undefined}
    >
      {message}
    </div>
  );
  return { show, toast };
}
