import { Link } from "@/components/ui/link";
import { useBack } from "@/hooks/use-back";
import { IconButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import backIcon from "@/components/ui/icons/back";
import bookIcon from "@/components/ui/icons/book";
import { paths } from "@/config/paths";
import type { ChatRoom } from "../api/types";
import { roomName } from "../lib/room-name";
import styles from "./chat-room.module.css";

/** Back, the room's name (its club's title) with the member count, and a link to the club. */
export function ChatRoomHeader({
  room,
  fallbackTitle = "채팅방",
}: {
  room?: ChatRoom;
  fallbackTitle?: string;
}) {
  const back = useBack();
  const title = room ? roomName(room) : fallbackTitle;
  const count = room?.users?.length;
  return (
    <header className={styles.header}>
      <IconButton label="뒤로 가기" onClick={back}>
        <Icon path={backIcon} />
      </IconButton>
      <h1 className={styles.headerTitle}>
        <span className={styles.headerName}>{title}</span>
        {count ? (
          <span className={styles.headerCount} aria-label={`참여 인원 ${count}명`}>
            {count}
          </span>
        ) : null}
      </h1>
      {/* Only while I may see the club (not when I blocked its host or reports hid it). */}
      {room?.expand?.socialing ? (
        <Link
          to={paths.clubDetail(room.expand.socialing.id)}
          className={styles.clubLink}
          aria-label="모임 정보 보기"
          title="모임 정보 보기"
        >
          <Icon path={bookIcon} />
        </Link>
      ) : (
        <span className={styles.clubLink} />
      )}
    </header>
  );
}
