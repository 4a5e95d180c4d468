import { paths } from "@/config/paths";
import type { SessionUser } from "@/lib/session";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import styles from "./profile.module.css";

/** My avatar and nickname with the buttons to the edit menu and the notification settings. */
export function ProfileCard({ user }: { user: SessionUser }) {
  return (
    <div className={styles.card}>
      <Avatar user={user} size="lg" alt="내 프로필 사진" />
      <p className={styles.nickname}>{user.nickname}</p>
      <div className={styles.cardActions}>
        <ButtonLink to={paths.editProfileMenu} variant="secondary" size="sm">
          정보 수정
        </ButtonLink>
        <ButtonLink to={paths.notificationSettings} variant="secondary" size="sm">
          알림 설정
        </ButtonLink>
      </div>
    </div>
  );
}
