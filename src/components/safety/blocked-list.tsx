import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/lib/errors";
import { getBlocksQueryOptions, useSetBlocked } from "@/lib/safety";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import styles from "./safety.module.css";

/** /blockedMembers: the members I blocked, each with 차단 해제. */
export function BlockedList() {
  const blocks = useQuery(getBlocksQueryOptions());
  const setBlocked = useSetBlocked();
  if (blocks.isPending) return <Spinner label="차단 목록을 불러오는 중" />;
  if (blocks.isError)
    return (
      <p className={styles.error} role="alert">
        {errorMessage(blocks.error)}
      </p>
    );
  if (!blocks.data.length) return <EmptyState title="차단한 회원이 없어요" />;
  return (
    <ul className={styles.blockList} aria-label="차단한 회원">
      {blocks.data.map((m) => (
        <li key={m.id} className={styles.blockRow}>
          <Avatar user={m} size="sm" />
          <span className={styles.blockName}>{m.nickname}</span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${m.nickname}님 차단 해제`}
            pending={setBlocked.isPending && setBlocked.variables?.userId === m.id}
            onClick={() => setBlocked.mutate({ userId: m.id, blocked: false })}
          >
            차단 해제
          </Button>
        </li>
      ))}
    </ul>
  );
}
