import { useId, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { memberName } from "@/lib/member-name";
import { useBlockedIds, useSetBlocked } from "@/lib/safety";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import modal from "@/components/ui/modal.module.css";
import { ReportDialog } from "./report-dialog";
import type { SafetyMenuProps } from "./safety-menu";
import styles from "./safety.module.css";

type Step = "menu" | "reportTarget" | "reportMember" | "block" | null;

/** The ⋯ menu's dialogs (src/components/safety/safety-menu.tsx), loaded the first time one opens. */
export default function SafetyDialogs({ member, target, onDone }: SafetyMenuProps & { onDone: () => void }) {
  const blockedIds = useBlockedIds();
  const setBlocked = useSetBlocked();
  const [step, setStepState] = useState<Step>("menu");
  const setStep = (next: Step) => (next ? setStepState(next) : onDone());
  const menu = useModalDialog(step === "menu", () => setStep(null));
  const titleId = useId();
  const name = memberName(member);
  const blocked = blockedIds.has(member.id);

  return (
    <>
      <dialog {...menu} className={`${modal.dialog} ${styles.sheet}`} aria-labelledby={titleId}>
        {step === "menu" ? (
          <>
            <h2 id={titleId} className={modal.title}>
              {name}님
            </h2>
            <div className={styles.menu}>
              {target ? (
                <Button variant="secondary" fullWidth onClick={() => setStep("reportTarget")}>
                  {target.what} 신고하기
                </Button>
              ) : null}
              <Button variant="secondary" fullWidth onClick={() => setStep("reportMember")}>
                회원 신고하기
              </Button>
              <Button
                variant="secondary"
                fullWidth
                onClick={() =>
                  blocked
                    ? setBlocked.mutate(
                        { userId: member.id, blocked: false },
                        { onSuccess: () => setStep(null) },
                      )
                    : setStep("block")
                }
                pending={setBlocked.isPending}
              >
                {blocked ? "차단 해제하기" : "차단하기"}
              </Button>
              <Button variant="ghost" fullWidth onClick={() => setStep(null)}>
                닫기
              </Button>
            </div>
          </>
        ) : null}
      </dialog>
      {target ? (
        <ReportDialog
          open={step === "reportTarget"}
          onClose={() => setStep(null)}
          targetType={target.type}
          targetId={target.id}
          what={target.what}
        />
      ) : null}
      <ReportDialog
        open={step === "reportMember"}
        onClose={() => setStep(null)}
        targetType="member"
        targetId={member.id}
        what="회원"
      />
      <Modal
        open={step === "block"}
        onClose={() => setStep(null)}
        title={`${name}님을 차단할까요?`}
        text={
          setBlocked.isError
            ? errorMessage(setBlocked.error)
            : "차단하면 이 회원의 리뷰, 댓글, 메시지가 내게 보이지 않고, 이 회원은 내 모임에 신청할 수 없어요.\n내 정보 수정 > 차단 목록에서 언제든 해제할 수 있어요."
        }
        primary={{
          label: "차단하기",
          pending: setBlocked.isPending,
          onClick: () =>
            setBlocked.mutate({ userId: member.id, blocked: true }, { onSuccess: () => setStep(null) }),
        }}
        secondary={{ label: "취소", onClick: () => setStep(null) }}
      />
    </>
  );
}
