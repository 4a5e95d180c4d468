import { paths } from "@/config/paths";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import { Modal } from "@/components/ui/modal";

/** Spec 2: success dialog with buttons to the list and to the new review. */
export function ReviewCreatedDialog({ reviewId }: { reviewId: string | null }) {
  return (
    <Modal
      open={!!reviewId}
      role="alertdialog"
      icon={<Icon path={checkIcon} size={40} />}
      title="리뷰가 작성됐어요"
      text="소중한 리뷰를 남겨주셔서 고마워요."
      secondary={{ label: "리뷰 목록으로", to: paths.reviewList, replace: true }}
      primary={{
        label: "리뷰 보기",
        to: reviewId ? paths.reviewDetail(reviewId) : paths.reviewList,
        replace: true,
      }}
    />
  );
}
