import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./field.module.css";

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Hide the visible label but keep it for screen readers. */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  success?: string;
}

/** Text input with a Korean label and an error, hint or success line below. */
export function Input({ label, hideLabel, error, hint, success, id, className, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? success ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...rest}
      />
      {message ? (
        <p
          id={messageId}
          className={error ? styles.error : success ? styles.ok : styles.hint}
          role={error ? "alert" : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
