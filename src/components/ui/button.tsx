import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "./link";
import { Spinner } from "./spinner";
import styles from "./button.module.css";

type Variant = "primary" | "secondary" | "ghost" | "danger";

interface StyleProps {
  variant?: Variant;
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

/** An IconButton's box with nothing in it, for early-paint templates (./early-template.ts). */
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
