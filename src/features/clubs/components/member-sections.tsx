import type { Club } from "../api/types";
import { MemberRow } from "./member-row";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

export interface MemberAction {
  kind: "approve" | "cancel";
  userId: string;
  nickname: string;
}

/** 참여 대기 멤버 and 참여 확정 멤버, collapsible and open at first. */
export function MemberSections({ club, onAction }: { club: Club; onAction: (a: MemberAction) => void }) {
  const applicants = club.expand?.applicant ?? [];
  const confirmed = club.expand?.confirmUser ?? [];
  const answers = new Map((club.expand?.answer ?? []).map((a) => [a.answerUser, a]));
  return (
    <>
      <details className={formStyles.section} open>
        <summary>참여 대기 멤버 {applicants.length}명</summary>
        {applicants.length === 0 ? (
          <p className={styles.notice}>아직 참여를 기다리는 멤버가 없어요.</p>
        ) : null}
        <ul className={formStyles.members} aria-label="참여 대기 멤버">
          {applicants.map((u) => (
            <MemberRow
              key={u.id}
              user={u}
              answer={answers.get(u.id)?.answer ?? ""}
              appliedAt={answers.get(u.id)?.appliedAt}
              actionLabel="승인"
              onAction={() => onAction({ kind: "approve", userId: u.id, nickname: u.nickname })}
            />
          ))}
        </ul>
      </details>
      <details className={formStyles.section} open>
        <summary>
          참여 확정 멤버 {club.limitPerson}명 중 {confirmed.length}명
        </summary>
        <ul className={formStyles.members} aria-label="참여 확정 멤버">
          {confirmed.map((u) => (
            <MemberRow
              key={u.id}
              user={u}
              actionLabel="취소"
              onAction={() => onAction({ kind: "cancel", userId: u.id, nickname: u.nickname })}
            />
          ))}
        </ul>
      </details>
    </>
  );
}
