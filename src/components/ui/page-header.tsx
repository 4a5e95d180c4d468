import type { ReactNode } from "react";
import { IconButton } from "./button";
import { Icon } from "./icon";
import menuIcon from "./icons/menu";
import { Title } from "./title";
import styles from "./bars.module.css";

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  /** Shows a burger menu button with this handler. */
  onMenu?: () => void;
  as?: "h1" | "h2";
}

/** Generic page header (spec 2): title, subtitle, left and right slots, optional burger button. */
export function PageHeader({ title, subtitle, left, right, onMenu, as = "h1" }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      {left}
      <Title as={as} size="lg" subtitle={subtitle} className={styles.pageHeaderText}>
        {title}
      </Title>
      {right}
      {onMenu ? (
        <IconButton label="메뉴 열기" onClick={onMenu}>
          <Icon path={menuIcon} />
        </IconButton>
      ) : null}
    </div>
  );
}
