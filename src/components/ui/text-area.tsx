import { useId, useLayoutEffect, useRef, type TextareaHTMLAttributes } from "react";
import styles from "./field.module.css";

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hideLabel?: boolean;
  /** Shows the counter current/max (spec 2) and caps the length. */
  maxLength?: number;
  /** Grow with the content up to maxRows. */
  autoGrow?: boolean;
  maxRows?: number;
  error?: string;
}

export function TextArea({
  label,
  hideLabel,
  maxLength,
  autoGrow,
  maxRows = 6,
  error,
  id,
  value,
  className,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = typeof value === "string" ? value.length : 0;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!autoGrow || !el) return;
    el.style.height = "auto";
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
    el.style.height = `${Math.min(el.scrollHeight, lineHeight * maxRows + 26)}px`;
  }, [value, autoGrow, maxRows]);

  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={areaId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        value={value}
        maxLength={maxLength}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        rows={autoGrow ? 1 : 5}
        {...rest}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {maxLength ? (
        <span
          className={`${styles.counter} ${length >= maxLength ? styles.counterOver : ""}`}
          aria-live="polite"
        >
          {length}/{maxLength}
        </span>
      ) : null}
    </div>
  );
}
