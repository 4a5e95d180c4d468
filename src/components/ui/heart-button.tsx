import type { ButtonHTMLAttributes, ReactNode } from "react";
import { IconButton } from "./button";
import { Icon } from "./icon";
import heartIcon from "./icons/heart";
import styles from "./heart-button.module.css";

interface HeartButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Korean accessible name, e.g. "{모임} 찜하기" or "좋아요 3개". */
  label: string;
  /** Filled when on (aria-pressed); outline otherwise. Leave it out for a heart that cannot be used. */
  pressed?: boolean;
  /** `inline`: small, beside its count (comments); else in a white circle on a photo (clubs). */
  inline?: boolean;
  /** The count shown beside an inline heart. */
  children?: ReactNode;
  /** Position only (e.g. the photo's corner); the look is the atom's. */
  className?: string;
}

/**
 * The one heart: outline grey when off, filled orange when on, the same on every screen. Early
 * paint templates hold its place with an IconButtonPlaceholder (the same 44px box).
 */
export function HeartButton({ pressed, inline, className, children, ...rest }: HeartButtonProps) {
  return (
    <IconButton
      {...rest}
      aria-pressed={pressed}
      className={`${inline ? styles.inline : styles.overlay} ${className ?? ""}`}
    >
      <Icon path={heartIcon} size={inline ? 16 : 22} filled={pressed} />
      {children}
    </IconButton>
  );
}
