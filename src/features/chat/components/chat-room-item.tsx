import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { imageSrc } from "@/lib/image-url";
import { formatRelative } from "@/lib/format-relative";
import type { ChatRoom } from "../api/types";
import { hiddenText } from "../lib/hidden-text";
import { roomName } from "../lib/room-name";
import { CountBadge, countLabel } from "@/components/ui/count-badge";
import styles from "./chat-room-list.module.css";

/** One room: club photo, title, member count, latest message and when it was sent. */
export function ChatRoomItem({ room, now, unread = 0 }: { room: ChatRoom; now: Date; unread?: number }) {
  const club = room.expand?.socialing;
  const title = roomName(room);
  // A 56 px square cut from the 5:3 photo: drawn 56 high, so 56 x 5/3 wide.
  const photo = club && imageSrc(club, club.img, "club", 94);
  const count = room.users?.length ?? 0;
  return (
    <li>
      <Link
        to={paths.chatRoom(room.id)}
        className={styles.item}
        aria-label={unread > 0 ? `${title}, 읽지 않은 메시지 ${countLabel(unread)}개` : undefined}
      >
        {photo ? (
          <img
            className={styles.photo}
            src={photo}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.photo} aria-hidden="true" />
        )}
        <span className={styles.text}>
          <span className={styles.titleLine}>
            <strong className={styles.title}>{title}</strong>
            <span className={styles.count} aria-label={`참여 인원 ${count}명`}>
              {count}
            </span>
          </span>
          <span className={styles.preview}>
            {room.lastMessageHiddenReason
              ? hiddenText(room.lastMessageHiddenReason)
              : room.lastMessageText || "아직 대화가 없어요. 먼저 인사를 건네 보세요!"}
          </span>
        </span>
        <span className={styles.side}>
          {room.lastMessageAt ? (
            <time className={styles.time} dateTime={room.lastMessageAt.replace(" ", "T")}>
              {formatRelative(room.lastMessageAt, now)}
            </time>
          ) : null}
          <CountBadge count={unread} />
        </span>
      </Link>
    </li>
  );
}
