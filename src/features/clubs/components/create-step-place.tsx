import { Input } from "@/components/ui/input";
import { CLUB_TEXT_MAX, useClubDraft } from "../stores/create-club-draft";
import styles from "./clubs.module.css";

/** Step 1: online or offline; offline needs a place. Switching clears the place. */
export function CreateStepPlace() {
  const { isOffline, location, setOffline, update } = useClubDraft();
  return (
    <>
      <div className={styles.chips} role="group" aria-label="모임 방식">
        <button
          type="button"
          className={styles.chip}
          aria-pressed={!isOffline}
          onClick={() => setOffline(false)}
        >
          온라인
        </button>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={isOffline}
          onClick={() => setOffline(true)}
        >
          오프라인
        </button>
      </div>
      {isOffline ? (
        <Input
          label="모임 장소"
          placeholder="예) 서울 마포구 망원동 ○○책방"
          value={location}
          maxLength={CLUB_TEXT_MAX.location}
          onChange={(e) => update({ location: e.target.value })}
          hint="오프라인 모임은 장소를 꼭 입력해주세요."
        />
      ) : (
        <p className={styles.notice}>
          온라인 모임은 장소 없이 진행돼요. 모임 링크는 채팅방에서 공유해주세요.
        </p>
      )}
    </>
  );
}
