import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { isOverLimit, overLimitMessage, textLength } from "@/lib/text-limit";
import styles from "./field.module.css";

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength"> {
  label: string;
  /** Hide the visible label but keep it for screen readers. */
  hideLabel?: boolean;
  /**
   * The most characters the form accepts. Never cuts the text (src/lib/text-limit.ts): over it, the
   * field says so and shows the counter in red.
   */
  maxLength?: number;
  error?: string;
  hint?: ReactNode;
  success?: string;
}

/** Text input with a Korean label and an error, hint or success line below. */
export function Input({
  label,
  hideLabel,
  maxLength,
  error,
  hint,
  success,
  id,
  className,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const text = typeof rest.value === "string" ? rest.value : "";
  const over = isOverLimit(text, maxLength);
  // Over the limit is what the member must fix first; the form's own message follows once it fits.
  const problem = over ? overLimitMessage(maxLength!) : error;
  const message = problem ?? success ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={problem ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...rest}
      />
      {message ? (
        <p
          id={messageId}
          className={problem ? styles.error : success ? styles.ok : styles.hint}
          role={problem ? "alert" : undefined}
        >
          {message}
          {over ? (
            <span className={styles.counterOver}>
              {" "}
              ({textLength(text)}/{maxLength})
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
