import { useId } from "react";
import { Input } from "@/components/ui/input";
import { CLUB_TEXT_MAX, isFutureDateTime, useClubDraft } from "../stores/create-club-draft";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";
import { todayInputValue } from "@/lib/format-date";

const HEADCOUNTS = Array.from({ length: 13 }, (_, i) => i + 3); // 참여인원(3-15)

/** Step 4: date and time (combined to ISO), headcount 3–15 (default 3), the applicant question. */
export function CreateStepSchedule() {
  const { date, time, limitPerson, query, update } = useClubDraft();
  const selectId = useId();
  return (
    <>
      <div className={styles.row}>
        <Input
          label="날짜"
          type="date"
          min={todayInputValue()}
          value={date}
          onChange={(e) => update({ date: e.target.value })}
        />
        <Input label="시간" type="time" value={time} onChange={(e) => update({ time: e.target.value })} />
      </div>
      {date && time && !isFutureDateTime({ date, time }) ? (
        <p role="alert" className={styles.notice}>
          이미 지난 시간이에요. 모임 날짜와 시간을 다시 골라주세요.
        </p>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={selectId} className={formStyles.label}>
          참여인원(3-15)
        </label>
        <select
          id={selectId}
          className={formStyles.select}
          value={limitPerson}
          onChange={(e) => update({ limitPerson: Number(e.target.value) })}
        >
          {HEADCOUNTS.map((n) => (
            <option key={n} value={n}>
              {n}명
            </option>
          ))}
        </select>
      </div>
      <Input
        label="참여 신청 질문"
        placeholder="예) 참여하고 싶은 이유를 알려주세요."
        value={query}
        maxLength={CLUB_TEXT_MAX.query}
        onChange={(e) => update({ query: e.target.value })}
      />
    </>
  );
}
