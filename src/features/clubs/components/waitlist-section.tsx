import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { formatRelative } from "@/lib/format-relative";
import type { Club } from "../api/types";
import { useWaitlist } from "../api/waitlist";
import { MemberRow } from "./member-row";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

/**
 * 멤버 관리: the club's line in order with each answer (the host's view of
 * GET /api/clubs/:id/waitlist). Nobody here is approved directly: when a seat frees, the first in
 * line moves to 참여 대기 멤버 by itself.
 */
export function WaitlistSection({ club, hostId }: { club: Club; hostId: string }) {
  const line = useWaitlist(club.id, hostId, club.waitlistCount > 0);
  const items = line.data?.items ?? [];
  return (
    <details className={formStyles.section} open>
      <summary>대기자 {club.waitlistCount}명</summary>
      {club.waitlistCount === 0 ? (
        <p className={styles.notice}>대기자가 없어요. 모집 인원이 차면 대기 신청을 받아요.</p>
      ) : (
        <p className={styles.notice}>자리가 나면 순서대로 참여 대기 멤버로 옮겨져요.</p>
      )}
      {line.isLoading ? <Spinner label="대기자를 불러오는 중" /> : null}
      {line.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(line.error)}{" "}
          <Button size="sm" variant="secondary" onClick={() => void line.refetch()}>
            다시 시도
          </Button>
        </p>
      ) : null}
      <ul className={formStyles.members} aria-label="대기자">
        {items.map((e) =>
          e.member ? (
            <MemberRow
              key={e.id}
              user={e.member}
              note={`대기 ${e.position}번째 · ${formatRelative(e.joinedAt)} 대기 신청`}
              answer={e.answer}
            />
          ) : null,
        )}
      </ul>
    </details>
  );
}
