import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useChatRooms } from "../api/get-chat-rooms";
import { useRoomListRealtime } from "../hooks/use-room-list-realtime";
import { unreadByRoom, useChatUnread } from "../api/get-unread";
import { useNow } from "../hooks/use-now";
import { ChatRoomItem } from "./chat-room-item";
import styles from "./chat-room-list.module.css";

/** The member's chat rooms, most recent conversation first, updated live. */
export function ChatRoomList({ userId }: { userId: string }) {
  const rooms = useChatRooms(userId);
  const unread = unreadByRoom(useChatUnread(userId).data);
  useRoomListRealtime(userId);
  const now = useNow();

  if (rooms.isPending)
    return (
      <div className={styles.center}>
        <Spinner label="채팅방을 불러오는 중" />
      </div>
    );
  if (rooms.isError) {
    return (
      <EmptyState title="채팅방을 불러오지 못했어요">
        <p>{errorMessage(rooms.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void rooms.refetch()}>
          다시 시도
        </Button>
      </EmptyState>
    );
  }
  const list = rooms.data.pages.flatMap((p) => p.items);
  if (!list.length) {
    return (
      <EmptyState title="아직 참여 중인 채팅방이 없어요">
        <p>모임에 참여가 확정되면 모임 채팅방이 여기에 생겨요.</p>
        <ButtonLink to={paths.clubList} variant="secondary" size="sm">
          모임 둘러보기
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="채팅방 목록">
        {list.map((room) => (
          <ChatRoomItem key={room.id} room={room} now={now} unread={unread.get(room.id) ?? 0} />
        ))}
      </ul>
      {rooms.hasNextPage ? (
        <div className={styles.center}>
          <Button
            variant="secondary"
            pending={rooms.isFetchingNextPage}
            onClick={() => void rooms.fetchNextPage()}
          >
            채팅방 더보기
          </Button>
        </div>
      ) : null}
    </>
  );
}
