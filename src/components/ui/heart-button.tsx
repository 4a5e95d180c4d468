import { Icon } from "./icon";
import heartIcon from "./icons/heart";
import styles from "./heart-button.module.css";

interface HeartButtonProps {
  /** Korean accessible name, e.g. "{모임} 찜하기" or "좋아요 3개". */
  label: string;
  /** Filled when on (aria-pressed); outline otherwise. Leave it out for a heart that cannot be used. */
  pressed?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** `overlay`: in a white circle on a photo (clubs); `inline`: small, with a count (comments). */
  look?: "overlay" | "inline";
  count?: number;
  /** Position only (e.g. the photo's corner); the look is the atom's. */
  className?: string;
}

/** The one heart: outline grey when off, filled orange when on, the same on every screen. */
export function HeartButton({
  label,
  pressed,
  disabled,
  onClick,
  look = "overlay",
  count,
  className,
}: HeartButtonProps) {
  return (
    <button
      type="button"
      className={[styles[look], className].filter(Boolean).join(" ")}
      aria-label={label}
      title={look === "overlay" ? label : undefined}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {look === "overlay" ? (
        <span className={styles.circle}>
          <Icon path={heartIcon} size={22} filled={!!pressed} />
        </span>
      ) : (
        <Icon path={heartIcon} size={16} filled={!!pressed} />
      )}
      {count !== undefined ? <span aria-hidden="true">{count}</span> : null}
    </button>
  );
}

/** The overlay heart's box with nothing in it, for early-paint templates (./early-template.ts). */
export function HeartButtonPlaceholder({ className }: { className?: string }) {
  return (
    <span
      className={[styles.overlay, className].filter(Boolean).join(" ")}
      style={{ visibility: "hidden" }}
      aria-hidden="true"
      data-placeholder=""
    />
  );
}
