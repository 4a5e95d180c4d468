import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import styles from "./modal.module.css";

/** The width a button needs to show its label on one line: its content plus padding and border. */
function neededWidth(el: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  if (typeof range.getBoundingClientRect !== "function") return 0; // no layout (jsdom)
  const s = getComputedStyle(el);
  const edges = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
  return range.getBoundingClientRect().width + edges.reduce((sum, k) => sum + (parseFloat(s[k]) || 0), 0);
}

/**
 * Whether the actions fit side by side at equal widths with every label on one line. Decided from
 * the content itself (labels, font, the dialog's width), so a longer label or a narrower phone
 * stacks them without anyone keeping a list.
 */
export function fitsSideBySide(box: HTMLElement): boolean {
  const buttons = Array.from(box.children) as HTMLElement[];
  if (buttons.length < 2) return true;
  const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
  const widest = Math.max(...buttons.map(neededWidth));
  return widest * buttons.length + gap * (buttons.length - 1) <= box.clientWidth + 0.5;
}

/**
 * A dialog's buttons: side by side (secondary left, primary right) when both labels fit at 360 px,
 * else stacked full width with the primary on top. Measured before paint, again when the dialog's
 * width changes.
 */
export function DialogActions({ primary, secondary }: { primary?: ReactNode; secondary?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [stacked, setStacked] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setStacked(!fitsSideBySide(box));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  });
  if (!primary && !secondary) return null;
  return (
    <div ref={ref} className={stacked ? styles.stacked : styles.actions} data-stacked={stacked || undefined}>
      {stacked ? primary : secondary}
      {stacked ? secondary : primary}
    </div>
  );
}
