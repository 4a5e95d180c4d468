import type { ReactNode } from "react";
import styles from "./title.module.css";

interface TitleProps {
  as?: "h1" | "h2" | "h3";
  size?: "lg" | "md" | "sm";
  children: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}

export function Title({ as: Tag = "h2", size = "md", children, subtitle, className }: TitleProps) {
  return (
    <div className={className}>
      <Tag className={`${styles.title} ${styles[size]}`}>{children}</Tag>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}

/** Wizard step label such as 1/4 (spec 9). */
export function StepLabel({ current, total }: { current: number; total: number }) {
  return (
    <span className={styles.step} aria-label={`${total}단계 중 ${current}단계`}>
      {current}/{total}
    </span>
  );
}
