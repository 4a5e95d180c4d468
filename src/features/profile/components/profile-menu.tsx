import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { Icon } from "@/components/ui/icon";
import chevronRightIcon from "@/components/ui/icons/chevronRight";
import styles from "./profile.module.css";

const ITEMS = [
  { to: paths.editProfileInfo, label: "프로필 수정" },
  { to: paths.modifyPassword, label: "비밀번호 변경" },
  { to: paths.blockedMembers, label: "차단 목록" },
  { to: paths.deleteAccount, label: "회원탈퇴" },
];

/**
 * /editProfileMenu: where to change the profile or the password (not for a member who signs in
 * with 카카오 / OIDC only: they have no password of their own).
 */
export function ProfileMenu() {
  const noPassword = !!useCurrentUser()?.signInWith;
  const items = noPassword ? ITEMS.filter((item) => item.to !== paths.modifyPassword) : ITEMS;
  return (
    <nav aria-label="내 정보 수정 메뉴">
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.menuLink}>
              {item.label}
              <Icon path={chevronRightIcon} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
