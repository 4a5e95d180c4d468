import { useId, useState, type FormEvent } from "react";
import { isOverLimit } from "@/lib/text-limit";
import { errorMessage } from "@/lib/errors";
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  useReport,
  type ReportReason,
  type ReportTargetType,
} from "@/lib/safety";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextArea } from "@/components/ui/text-area";
import { Layer, useModalDialog } from "@/components/ui/use-modal-dialog";
import modal from "@/components/ui/modal.module.css";
import styles from "./safety.module.css";

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for the title: "리뷰", "댓글", "메시지", "모임" or "회원". */
  what: string;
}

/** 신고: a reason (기타 needs text), sent once per member per target (the server answers 409 after). */
export function ReportDialog({ open, onClose, targetType, targetId, what }: ReportDialogProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [detail, setDetail] = useState("");
  const [done, setDone] = useState(false);
  const needsDetail = reason === "other" && !detail.trim();

  const close = () => {
    onClose();
    setDone(false);
    report.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason || needsDetail || report.isPending) return;
    report.mutate(
      { targetType, targetId, reason, detail: detail.trim() },
      { onSuccess: () => setDone(true) },
    );
  };

  return (
    <Layer>
      <dialog
        {...dialog}
        onCancel={(e) => (e.preventDefault(), close())}
        className={`${modal.dialog} ${styles.sheet}`}
        aria-labelledby={titleId}
      >
        {open && done ? (
          <>
            <h2 id={titleId} className={modal.title}>
              신고가 접수됐어요
            </h2>
            <p className={modal.text}>
              운영진이 확인한 뒤 조치할게요. 신고가 여러 번 쌓이면 검토 전까지 가려져요.
            </p>
            <Button fullWidth onClick={close}>
              확인
            </Button>
          </>
        ) : open ? (
          <form onSubmit={submit} noValidate>
            <h2 id={titleId} className={modal.title}>
              {what} 신고하기
            </h2>
            <RadioGroup
              legend="신고 사유"
              hideLegend
              options={REPORT_REASONS}
              value={reason}
              onChange={setReason}
            />
            <TextArea
              label={reason === "other" ? "신고 사유 (필수)" : "자세한 내용 (선택)"}
              maxLength={REPORT_DETAIL_MAX}
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              placeholder="어떤 점이 문제인지 알려주세요."
            />
            {report.isError ? (
              <p className={styles.error} role="alert">
                {errorMessage(report.error)}
              </p>
            ) : null}
            <DialogActions
              secondary={
                <Button variant="secondary" onClick={close}>
                  취소
                </Button>
              }
              primary={
                <Button
                  type="submit"
                  variant="danger"
                  disabled={!reason || needsDetail || isOverLimit(detail, REPORT_DETAIL_MAX)}
                  pending={report.isPending}
                >
                  신고하기
                </Button>
              }
            />
          </form>
        ) : null}
      </dialog>
    </Layer>
  );
}
