import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./choice.module.css";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** The label, beside the box (the whole row is the tap target). */
  children: ReactNode;
}

/** The one checkbox: a native input (keyboard, forms, screen readers) drawn as the app's box. */
export function Checkbox({ children, className, ...input }: CheckboxProps) {
  return (
    <label className={[styles.row, className].filter(Boolean).join(" ")}>
      <input type="checkbox" className={styles.checkbox} {...input} />
      <span className={styles.label}>{children}</span>
    </label>
  );
}
