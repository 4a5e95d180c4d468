import type { ReactNode } from "react";
import { NavLink } from "@/components/ui/link";
import { paths } from "@/config/paths";
import styles from "./layout.module.css";

/** Top tabs (spec 2): 클럽 모임 and 책 리뷰, underlined when active. */
export function TopTabBar({ end }: { end?: ReactNode }) {
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.tabActive : ""}`;
  return (
    <nav className={styles.tabs} aria-label="주요 메뉴">
      <NavLink to={paths.clubList} className={cls}>
        클럽 모임
      </NavLink>
      <NavLink to={paths.reviewList} className={cls}>
        책 리뷰
      </NavLink>
      {end ? <div className={styles.tabsEnd}>{end}</div> : null}
    </nav>
  );
}
