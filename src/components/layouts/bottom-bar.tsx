import { useLocation, useMatch } from "react-router";
import { NavLink } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { ROUTES } from "@/config/route-table.mjs";
import { useCurrentUser } from "@/lib/session";
import { Icon } from "@/components/ui/icon";
import chatIcon from "@/components/ui/icons/chat";
import homeIcon from "@/components/ui/icons/home";
import plusIcon from "@/components/ui/icons/plus";
import userIcon from "@/components/ui/icons/user";
import usersIcon from "@/components/ui/icons/users";
import { CountBadge, countLabel } from "@/components/ui/count-badge";
import styles from "./layout.module.css";

/** Bottom bar for members (spec 2). Create goes to the review editor on review pages; 채팅 shows my unread total. */
export function BottomBar({ chatUnread = 0 }: { chatUnread?: number }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The chat room fills the screen like a messenger: a bar hidden under it would still take focus.
  const inChatRoom = useMatch(ROUTES.chatRoom.path);
  if (!user || inChatRoom) return null;
  const onReviews = pathname.startsWith(paths.reviewList) || pathname.startsWith("/bookReview");
  const cls = ({ isActive }: { isActive: boolean }) =>
    `${styles.bottomItem} ${isActive ? styles.bottomItemActive : ""}`;
  return (
    <nav className={styles.bottomBar} aria-label="하단 메뉴">
      <NavLink to={paths.clubList} className={cls} end>
        <Icon path={homeIcon} />
        <span>홈</span>
      </NavLink>
      <NavLink to={paths.myClubList} className={cls}>
        <Icon path={usersIcon} />
        <span>내 모임</span>
      </NavLink>
      <NavLink
        to={onReviews ? paths.createReview : paths.createClubStep1}
        className={styles.bottomItem}
        aria-label={onReviews ? "리뷰 쓰기" : "모임 만들기"}
      >
        <span className={styles.createButton}>
          <Icon path={plusIcon} />
        </span>
      </NavLink>
      <NavLink
        to={paths.chatRoomList(user.id)}
        className={cls}
        aria-label={chatUnread > 0 ? `채팅, 읽지 않은 메시지 ${countLabel(chatUnread)}개` : undefined}
      >
        <CountBadge count={chatUnread}>
          <Icon path={chatIcon} />
        </CountBadge>
        <span>채팅</span>
      </NavLink>
      <NavLink to={paths.myPage} className={cls}>
        <Icon path={userIcon} />
        <span>마이</span>
      </NavLink>
    </nav>
  );
}
