import { Avatar } from "@/components/ui/avatar";
import { TextArea } from "@/components/ui/text-area";
import type { Club } from "../api/types";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

/** The most characters of an answer (spec 5; socialingQueryAnswer.answer in the schema). */
export const ANSWER_MAX = 200;

/** Application step 2: the host's question and the answer (max 200, more than 10 to submit). */
export function ApplicationAnswer({
  club,
  answer,
  onChange,
}: {
  club: Club;
  answer: string;
  onChange: (v: string) => void;
}) {
  const host = club.expand?.createUser;
  return (
    <>
      <div className={styles.hostRow}>
        <Avatar user={host} size="sm" />
        <span>{host?.nickname ?? "모임장"}님의 질문</span>
      </div>
      <p className={formStyles.question}>{club.query}</p>
      <TextArea
        label="답변"
        placeholder="10자 이상 입력해주세요."
        value={answer}
        maxLength={ANSWER_MAX}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className={styles.notice}>답변은 모임장만 볼 수 있어요.</p>
    </>
  );
}
