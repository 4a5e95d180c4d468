import { useState } from "react";
import { ClientResponseError } from "pocketbase";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import { Modal } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useApproveMember } from "../api/approve-member";
import { useCancelMember } from "../api/cancel-member";
import type { Club } from "../api/types";
import { ConfirmDialog } from "./confirm-dialog";
import { FullClubDialog } from "./full-club-dialog";
import { HeadcountControl } from "./headcount-control";
import { MemberSections, type MemberAction } from "./member-sections";
import { WaitlistSection } from "./waitlist-section";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

const isFullError = (e: unknown) => e instanceof ClientResponseError && e.status === 409;

/**
 * Host management: question, applicants, confirmed members and the waitlist, approve/cancel with
 * dialogs, raising the headcount, delete.
 */
export function ManagementView({ club, onDelete }: { club: Club; onDelete: () => void }) {
  const [action, setAction] = useState<MemberAction | null>(null);
  const [full, setFull] = useState(false);
  const [error, setError] = useState("");
  const approve = useApproveMember();
  const cancel = useCancelMember();
  const pending = approve.isPending || cancel.isPending;

  const run = () => {
    if (!action) return;
    const vars = { clubId: club.id, userId: action.userId };
    const options = {
      onSettled: () => setAction(null),
      onError: (e: unknown) => (isFullError(e) ? setFull(true) : setError(errorMessage(e))),
    };
    setError("");
    if (action.kind === "approve") approve.mutate(vars, options);
    else cancel.mutate(vars, options);
  };

  return (
    <div className={styles.page}>
      <section aria-labelledby="club-question">
        <h2 id="club-question" className={formStyles.label}>
          참여 신청 질문
        </h2>
        <p className={formStyles.question}>{club.query}</p>
      </section>
      <MemberSections club={club} onAction={setAction} />
      <WaitlistSection club={club} hostId={club.createUser} />
      <HeadcountControl club={club} />
      {error ? (
        <p role="alert" className={styles.notice}>
          {error}
        </p>
      ) : null}
      <Button variant="danger" fullWidth onClick={onDelete}>
        모임 삭제하기
      </Button>
      <ConfirmDialog
        open={!!action}
        title={
          action?.kind === "approve"
            ? `${action.nickname}님의 참여를 승인할까요?`
            : `${action?.nickname}님의 참여 확정을 취소할까요?`
        }
        text={
          action?.kind === "approve"
            ? "승인하면 모임 채팅방에 초대돼요."
            : "참여 대기 멤버로 돌아가고 채팅방에서 나가게 돼요."
        }
        confirmLabel={action?.kind === "approve" ? "승인하기" : "확정 취소"}
        destructive={action?.kind === "cancel"}
        pending={pending}
        onClose={() => setAction(null)}
        onConfirm={run}
      />
      <Modal
        open={full}
        onClose={() => setFull(false)}
        closeButton
        icon={<Icon path={alertIcon} size={36} />}
        title="더이상 승인할 수 없어요!"
        text={`승인 가능한 인원(${club.limitPerson}명)이 모두 찼어요. 채팅방에서 멤버들과 이야기를 나눠보세요.`}
        primary={
          club.chattingRoom ? { label: "채팅방으로 가기", to: paths.chatRoom(club.chattingRoom) } : undefined
        }
      />
      <FullClubDialog club={club} />
    </div>
  );
}
