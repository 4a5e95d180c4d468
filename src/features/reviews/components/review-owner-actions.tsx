import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { ButtonLink, Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useDeleteReview } from "../api/delete-review";
import styles from "./reviews.module.css";

/** Edit and delete (with a confirm dialog) for the review's writer. */
export function ReviewOwnerActions({ reviewId, editPath }: { reviewId: string; editPath: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview();
  return (
    <div className={styles.ownerActions}>
      <ButtonLink to={editPath} variant="text" size="sm">
        수정
      </ButtonLink>
      <Button variant="text" size="sm" onClick={() => setConfirming(true)}>
        삭제
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        destructive
        title="리뷰를 삭제할까요?"
        text={remove.isError ? errorMessage(remove.error) : "삭제한 리뷰와 댓글은 되돌릴 수 없어요."}
        secondary={{ label: "취소", onClick: () => setConfirming(false) }}
        primary={{
          label: "삭제하기",
          pending: remove.isPending,
          onClick: () =>
            remove.mutate(reviewId, { onSuccess: () => navigate(paths.reviewList, { replace: true }) }),
        }}
      />
    </div>
  );
}
