import { paths } from "@/config/paths";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";

/** Spec 4 change dialogs: "ok" shows the success dialog, any other string the failure alert. */
export function ChangeResultDialogs({
  result,
  onClose,
  failureTitle,
}: {
  result: string | null;
  onClose: () => void;
  failureTitle: string;
}) {
  return (
    <>
      <Modal
        open={result === "ok"}
        onClose={onClose}
        icon={<Icon path={checkIcon} size={40} />}
        title="변경이 완료됐어요!"
        primary={{ label: "마이페이지로 가기", to: paths.myPage }}
        secondary={{ label: "홈으로 가기", to: paths.clubList }}
      />
      <Modal
        open={result !== null && result !== "ok"}
        onClose={onClose}
        role="alertdialog"
        icon={<Icon path={alertIcon} size={40} />}
        title={failureTitle}
        text={result}
        primary={{ label: "확인", onClick: onClose }}
      />
    </>
  );
}
