import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { memberName } from "@/lib/member-name";
import { useBlockedIds, useSetBlocked } from "@/lib/safety";
import { Menu } from "@/components/ui/menu";
import { Modal } from "@/components/ui/modal";
import { ReportDialog } from "./report-dialog";
import type { SafetyMenuProps } from "./safety-menu";

type Step = "menu" | "reportTarget" | "reportMember" | "block" | null;

/** The ⋯ menu's dialogs (src/components/safety/safety-menu.tsx), loaded the first time one opens. */
export default function SafetyDialogs({ member, target, onDone }: SafetyMenuProps & { onDone: () => void }) {
  const blockedIds = useBlockedIds();
  const setBlocked = useSetBlocked();
  const [step, setStepState] = useState<Step>("menu");
  const setStep = (next: Step) => (next ? setStepState(next) : onDone());
  const name = memberName(member);
  const blocked = blockedIds.has(member.id);

  return (
    <>
      <Menu
        open={step === "menu"}
        onClose={() => setStep(null)}
        title={`${name}님`}
        items={[
          ...(target ? [{ label: `${target.what} 신고하기`, onSelect: () => setStep("reportTarget") }] : []),
          { label: "회원 신고하기", onSelect: () => setStep("reportMember") },
          blocked
            ? {
                label: "차단 해제하기",
                pending: setBlocked.isPending,
                onSelect: () =>
                  setBlocked.mutate(
                    { userId: member.id, blocked: false },
                    { onSuccess: () => setStep(null) },
                  ),
              }
            : { label: "차단하기", danger: true, onSelect: () => setStep("block") },
        ]}
      />
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
        role="alertdialog"
        destructive
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
