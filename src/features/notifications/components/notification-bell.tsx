import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { Icon } from "@/components/ui/icon";
import bellIcon from "@/components/ui/icons/bell";
import { CountBadge, countLabel } from "@/components/ui/count-badge";
import { useUnreadCount } from "../api/get-unread-count";

/** The bell in the top bar with my unread count (kept live by useInboxRealtime). */
export function NotificationBell({ userId }: { userId: string }) {
  const { data: count = 0 } = useUnreadCount(userId);
  return (
    <Link
      to={paths.notifications}
      aria-label={count > 0 ? `알림, 읽지 않은 알림 ${countLabel(count)}개` : "알림"}
      style={{ display: "inline-flex", padding: 8, color: "inherit" }}
    >
      <CountBadge count={count}>
        <Icon path={bellIcon} />
      </CountBadge>
    </Link>
  );
}
