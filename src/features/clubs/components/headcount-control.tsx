import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useSetClubLimit } from "../api/set-limit";
import { isEnded, type Club } from "../api/types";
import { ConfirmDialog } from "./confirm-dialog";
import styles from "./clubs.module.css";

/** The most seats a club may have (spec: headcount 3 to 15). */
const MAX_LIMIT = 15;

/** 멤버 관리: 모집 인원 늘리기, one seat at a time (never down); the new seat goes to the line first. */
export function HeadcountControl({ club }: { club: Club }) {
  const [asking, setAsking] = useState(false);
  const setLimit = useSetClubLimit();
  if (isEnded(club) || club.limitPerson >= MAX_LIMIT) return null;
  const next = club.limitPerson + 1;
  return (
    <div>
      <Button variant="secondary" fullWidth onClick={() => setAsking(true)}>
        모집 인원 늘리기 ({club.limitPerson}명 → {next}명)
      </Button>
      {setLimit.isError ? (
        <p role="alert" className={styles.notice}>
          {errorMessage(setLimit.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`모집 인원을 ${next}명으로 늘릴까요?`}
        text={
          club.waitlistCount > 0
            ? "대기 중인 첫 번째 멤버가 참여 대기 멤버로 옮겨져요. 늘린 인원은 다시 줄일 수 없어요."
            : "늘린 인원은 다시 줄일 수 없어요."
        }
        confirmLabel="늘리기"
        pending={setLimit.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          setLimit.mutate({ clubId: club.id, limitPerson: next }, { onSettled: () => setAsking(false) })
        }
      />
    </div>
  );
}
