import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useBack } from "@/hooks/use-back";
import { IconButton } from "./button";
import { Icon } from "./icon";
import backIcon from "./icons/back";
import styles from "./bars.module.css";

interface TopBarProps {
  title?: string;
  /** Go to this path (replacing history) instead of one step back. */
  backTo?: string;
  hideBack?: boolean;
  /** Shows the 초기화 reset button. */
  onReset?: () => void;
  right?: ReactNode;
}

/** Top bar (spec 2): back button, optional title, reset button or a right slot. */
export function TopBar({ title, backTo, hideBack, onReset, right }: TopBarProps) {
  const navigate = useNavigate();
  const back = useBack();
  const goBack = () => (backTo ? void navigate(backTo, { replace: true }) : back());
  return (
    <header className={styles.topBar}>
      <div className={styles.slot}>
        {hideBack ? null : (
          <IconButton label="뒤로 가기" onClick={goBack}>
            <Icon path={backIcon} />
          </IconButton>
        )}
      </div>
      {title ? <h1 className={styles.topBarTitle}>{title}</h1> : null}
      <div className={styles.slot}>
        {onReset ? (
          <button type="button" className={styles.reset} onClick={onReset}>
            초기화
          </button>
        ) : null}
        {right}
      </div>
    </header>
  );
}
