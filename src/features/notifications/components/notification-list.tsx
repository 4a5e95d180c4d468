import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { flattenInbox, useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import type { InboxItem } from "../api/types";
import { notificationTarget } from "../lib/notification-text";
import { NotificationItem } from "./notification-item";
import styles from "./notifications.module.css";

/** My notifications, newest first, infinite scroll; kept live by useInboxRealtime. */
export function NotificationList({ userId }: { userId: string }) {
  const inbox = useNotifications(userId);
  const markRead = useMarkRead(userId);
  const navigate = useNavigate();

  if (inbox.isPending) return <Spinner label="알림을 불러오는 중" />;
  if (inbox.isError) {
    return (
      <EmptyState title="알림을 불러오지 못했어요">
        <p>{errorMessage(inbox.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void inbox.refetch()}>
          다시 시도
        </Button>
      </EmptyState>
    );
  }
  const items = flattenInbox(inbox.data.pages);
  if (!items.length)
    return (
      <EmptyState title="아직 알림이 없어요">
        모임이나 리뷰에 새 소식이 생기면 여기에 알려드릴게요.
      </EmptyState>
    );

  const open = (item: InboxItem) => {
    if (!item.read) markRead.mutate([item.id]);
    const to = notificationTarget(item);
    if (to) void navigate(to);
  };
  const now = new Date();
  const hasUnread = items.some((i) => !i.read);
  return (
    <>
      <div style={{ display: "flex", justifyContent: "flex-end", padding: "4px 12px" }}>
        <Button
          variant="text"
          size="sm"
          disabled={!hasUnread}
          pending={markRead.isPending && !markRead.variables}
          onClick={() => markRead.mutate(undefined)}
        >
          모두 읽음
        </Button>
      </div>
      <ul className={styles.list} aria-label="알림 목록">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} now={now} onOpen={open} />
        ))}
      </ul>
      <LoadMore
        enabled={!!inbox.hasNextPage}
        loading={inbox.isFetchingNextPage}
        onLoadMore={() => void inbox.fetchNextPage()}
      />
    </>
  );
}
