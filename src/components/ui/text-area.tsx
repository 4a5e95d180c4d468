import { useId, useLayoutEffect, useRef, type TextareaHTMLAttributes } from "react";
import { isOverLimit, overLimitMessage, textLength } from "@/lib/text-limit";
import styles from "./field.module.css";

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength"> {
  label: string;
  hideLabel?: boolean;
  /**
   * The most characters the form accepts: shows the counter current/max (spec 2). Never cuts
   * the text (src/lib/text-limit.ts): over it, the counter turns red and the field says so.
   */
  maxLength?: number;
  /** Show the counter only from this many characters on (a chat box stays quiet until near the end). */
  counterFrom?: number;
  /** Grow with the content up to maxRows. */
  autoGrow?: boolean;
  maxRows?: number;
  error?: string;
}

export function TextArea({
  label,
  hideLabel,
  maxLength,
  counterFrom = 0,
  autoGrow,
  maxRows = 6,
  error,
  id,
  value,
  className,
  "aria-describedby": describedBy,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const ref = useRef<HTMLTextAreaElement>(null);
  const text = typeof value === "string" ? value : "";
  const length = textLength(text);
  const over = isOverLimit(text, maxLength);
  const counter = maxLength !== undefined && (over || length >= counterFrom);
  const errorId = `${areaId}-error`;
  const limitId = `${areaId}-limit`;
  const counterId = `${areaId}-counter`;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!autoGrow || !el) return;
    el.style.height = "auto";
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
    el.style.height = `${Math.min(el.scrollHeight, lineHeight * maxRows + 26)}px`;
  }, [value, autoGrow, maxRows]);

  const described = [describedBy, error && errorId, over && limitId, counter && counterId]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={areaId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        value={value}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={described || undefined}
        rows={autoGrow ? 1 : 5}
        {...rest}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {over ? (
        <p id={limitId} className={styles.error} role="alert">
          {overLimitMessage(maxLength!)}
        </p>
      ) : null}
      {counter ? (
        <span
          id={counterId}
          className={`${styles.counter} ${over ? styles.counterOver : ""}`}
          aria-live="polite"
        >
          {length}/{maxLength}
        </span>
      ) : null}
    </div>
  );
}
