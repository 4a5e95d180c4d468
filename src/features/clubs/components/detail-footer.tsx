import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useCurrentUser } from "@/lib/session";
import { useMyAnswer } from "../api/get-my-answer";
import { useLeaveClub } from "../api/leave-club";
import { isEnded, isFull, type Club } from "../api/types";
import { downloadIcs } from "../lib/ics";
import { ConfirmDialog } from "./confirm-dialog";
import styles from "./clubs.module.css";

/** Footer of /club/{id}: manage for the host, apply for others, or the member's current state. */
export function DetailFooter({ club }: { club: Club }) {
  const me = useCurrentUser()?.id ?? "";
  const confirmed = club.confirmUser.includes(me);
  const applied = club.applicant.includes(me);
  const answer = useMyAnswer(club.id, me, club.createUser !== me && !confirmed && !applied);
  const leave = useLeaveClub();
  const [asking, setAsking] = useState(false);

  let body;
  const calendar =
    (club.createUser === me || confirmed) && !isEnded(club) ? (
      <Button variant="secondary" onClick={() => downloadIcs(club)}>캘린더에 추가</Button>
    ) : null;
  if (club.createUser === me) {
    body = (
      <>
        <ButtonLink to={paths.managementClub(club.id)} fullWidth>관리하기</ButtonLink>
        {calendar ? <div className={styles.row}>{calendar}</div> : null}
      </>
    );
  } else if (confirmed || applied) {
    body = (
      <>
        <Button fullWidth disabled>
          {confirmed ? "참여가 확정된 모임이에요" : "이미 신청한 모임이에요 · 승인 대기 중"}
        </Button>
        <div className={styles.row}>
          {confirmed && club.chattingRoom ? <ButtonLink to={paths.chatRoom(club.chattingRoom)} variant="secondary">채팅방 가기</ButtonLink> : null}
          {calendar}
          <Button variant="ghost" onClick={() => setAsking(true)}>{confirmed ? "모임 나가기" : "신청 취소하기"}</Button>
        </div>
        {applied ? <p className={styles.notice}>참여 대기 중인 신청은 24시간 안에 승인되지 않으면 자동으로 취소돼요.</p> : null}
      </>
    );
  } else if (isEnded(club)) {
    body = <Button fullWidth disabled>종료된 모임이에요</Button>;
  } else if (isFull(club)) {
    body = <Button fullWidth disabled>모집이 마감되었어요</Button>;
  } else {
    body = (
      <>
        {answer.data?.expired ? (
          <p className={styles.notice} role="status">24시간 안에 승인되지 않아 이전 신청이 자동으로 취소되었어요. 다시 신청할 수 있어요.</p>
        ) : null}
        <ButtonLink to={paths.applicationClub(club.id)} fullWidth>신청하기</ButtonLink>
      </>
    );
  }
  return (
    <div className={styles.footer}>
      {body}
      {leave.isError ? <p role="alert" className={styles.notice}>{errorMessage(leave.error)}</p> : null}
      <ConfirmDialog
        open={asking}
        title={confirmed ? "모임에서 나갈까요?" : "신청을 취소할까요?"}
        text={confirmed ? "채팅방에서도 나가게 되고, 다시 참여하려면 새로 신청해야 해요." : "작성한 답변도 함께 삭제돼요."}
        confirmLabel={confirmed ? "나가기" : "신청 취소"}
        pending={leave.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => leave.mutate({ clubId: club.id }, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}
