import { useLocation, useNavigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { CommentSheet } from "@/features/comments/components/comment-sheet";

/** /bookReview/:id/comments — the bottom-sheet comment panel over the review. */
export function Component() {
  const id = useParams().bookreviewId ?? "";
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    if ((location.state as { fromDetail?: boolean } | null)?.fromDetail) void navigate(-1);
    else void navigate(paths.reviewDetail(id), { replace: true });
  };
  return <CommentSheet reviewId={id} onClose={close} />;
}
