import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { Spinner } from "./spinner";
import styles from "./button.module.css";

/**
 * By role (docs/design-system.md): `primary` the one main action of a screen, footer or dialog;
 * `secondary` (outlined) every other action beside it; `text` a light action inside content
 * (수정/삭제 of my own review, 취소 of an inline edit); `danger` a primary that destroys.
 * Actions of the same weight take the same variant everywhere.
 */
export type ButtonVariant = "primary" | "secondary" | "text" | "danger";

interface StyleProps {
  variant?: ButtonVariant;
  size?: "md" | "sm";
  fullWidth?: boolean;
}

const classes = ({ variant = "primary", size = "md", fullWidth }: StyleProps, extra?: string) =>
  [styles.button, styles[variant], size === "sm" && styles.small, fullWidth && styles.full, extra]
    .filter(Boolean)
    .join(" ");

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  pending?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  pending,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={classes({ variant, size, fullWidth }, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <Spinner size={18} label="처리 중" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, fullWidth, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={classes({ variant, size, fullWidth }, className)} {...rest} />;
}

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Korean accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(" ")}
      {...rest}
    >
      {children}
    </button>
  );
}

/** An IconButton's box with nothing in it (early-paint templates, ./early-template.ts; a control still loading). */
export function IconButtonPlaceholder({ className }: { className?: string }) {
  return (
    <span
      className={[styles.iconButton, className].filter(Boolean).join(" ")}
      style={{ visibility: "hidden" }}
      aria-hidden="true"
      data-placeholder=""
    />
  );
}
