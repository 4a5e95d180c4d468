import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Icon } from "./icon";
import heartIcon from "./icons/heart";
import { Link, type LinkProps } from "./link";
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

interface HeartButtonProps extends Omit<IconButtonProps, "children"> {
  /** Filled when on (aria-pressed); outline otherwise. Leave it out for a heart that cannot be used. */
  pressed?: boolean;
  /** `inline`: small, beside its count (comments); else in a white disc on a photo (clubs). */
  inline?: boolean;
  /** The count shown beside an inline heart. */
  children?: ReactNode;
}

/**
 * The one heart (찜, 좋아요): outline grey when off, filled orange when on, the same on every screen.
 * `className` places it (the photo's corner); the look is the atom's. Early paint templates hold
 * its place with an IconButtonPlaceholder (the same 44px box).
 */
export function HeartButton({ pressed, inline, className, children, ...rest }: HeartButtonProps) {
  return (
    <IconButton
      {...rest}
      aria-pressed={pressed}
      className={`${inline ? styles.heartInline : styles.heart} ${className ?? ""}`}
    >
      <Icon path={heartIcon} size={inline ? 16 : 22} filled={pressed} />
      {children}
    </IconButton>
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
