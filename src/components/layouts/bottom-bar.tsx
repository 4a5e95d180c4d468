import { NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { Icon } from "@/components/ui/icon";
import { CountBadge, countLabel } from "@/components/ui/count-badge";
import styles from "./layout.module.css";

/** Bottom bar for members (spec 2). Create goes to the review editor on review pages; 채팅 shows my unread total. */
export function BottomBar({ chatUnread = 0 }: { chatUnread?: number }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null;
  const onReviews = pathname.startsWith(paths.reviewList) || pathname.startsWith("/bookReview");
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.bottomItem} ${isActive ? styles.bottomItemActive : ""}`;
  return (
    <nav className={styles.bottomBar} aria-label="하단 메뉴">
      <NavLink to={paths.clubList} className={cls} end>
        <Icon name="home" />
        <span>홈</span>
      </NavLink>
      <NavLink to={paths.myClubList} className={cls}>
        <Icon name="users" />
        <span>내 모임</span>
      </NavLink>
      <NavLink
        to={onReviews ? paths.createReview : paths.createClub[0]}
        className={styles.bottomItem}
        aria-label={onReviews ? "리뷰 쓰기" : "모임 만들기"}
      >
        <span className={styles.createButton}>
          <Icon name="plus" />
        </span>
      </NavLink>
      <NavLink
        to={paths.chatRoomList(user.id)}
        className={cls}
        aria-label={chatUnread > 0 ? `채팅, 읽지 않은 메시지 ${countLabel(chatUnread)}개` : undefined}
      >
        <CountBadge count={chatUnread}>
          <Icon name="chat" />
        </CountBadge>
        <span>채팅</span>
      </NavLink>
      <NavLink to={paths.myPage} className={cls}>
        <Icon name="user" />
        <span>마이</span>
      </NavLink>
    </nav>
  );
}
