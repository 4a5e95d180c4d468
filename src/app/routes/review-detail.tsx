import { lazy, Suspense } from "react";
import { Outlet, useMatch, useParams, type LoaderFunctionArgs } from "react-router";
import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import type { QueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/lib/session";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import commentIcon from "@/components/ui/icons/comment";
import { TopBar } from "@/components/ui/top-bar";
import { ShareButton } from "@/components/ui/share-button";
import { getReviewQueryOptions, useReview } from "@/features/reviews/api/get-review";
import { ReviewArticle } from "@/features/reviews/components/review-article";
import { loadSanitizer } from "@/features/reviews/lib/load-sanitizer";
import { useCommentCount } from "@/features/comments/api/get-comment-count";
import styles from "./review-detail.module.css";

// The writer's 수정/삭제 (with the delete dialog and its mutation) load only for the writer.
const ReviewOwnerActions = lazy(() =>
  import("@/features/reviews/components/review-owner-actions").then((m) => ({
    default: m.ReviewOwnerActions,
  })),
);

// An unknown id rejects here and the route's error element shows the 404 screen. The body's
// sanitizer (DOMPurify) loads beside the request instead of with the route's JS.
export const makeLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    Promise.all([
      queryClient.ensureQueryData(getReviewQueryOptions(params.bookreviewId ?? "")),
      loadSanitizer(),
    ]);

/** /bookReview/:id — the review; the comments sheet opens as the child route. */
export function Component() {
  const id = useParams().bookreviewId ?? "";
  const { data: review } = useReview(id);
  const user = useCurrentUser();
  // Not while the comment sheet is open (it is the screen then; the count follows when it closes).
  const sheetOpen = !!useMatch(paths.reviewComments(id));
  const { data: commentCount } = useCommentCount(id, !sheetOpen);
  usePageTitle(review.title);
  return (
    <>
      <TopBar
        right={
          <div className={styles.actions}>
            <ShareButton path={paths.reviewDetail(review.id)} title={review.title} />
            {user?.id === review.writer ? (
              <Suspense fallback={null}>
                <ReviewOwnerActions reviewId={review.id} editPath={paths.editReview(review.id)} />
              </Suspense>
            ) : null}
            <Link
              to={paths.reviewComments(review.id)}
              state={{ fromDetail: true }}
              preventScrollReset
              className={styles.comments}
              aria-label={commentCount ? `댓글 보기, ${commentCount}개` : "댓글 보기"}
            >
              <Icon path={commentIcon} />
            </Link>
          </div>
        }
      />
      <ReviewArticle review={review} />
      <div className={styles.footer}>
        <ButtonLink
          to={paths.reviewComments(review.id)}
          state={{ fromDetail: true }}
          preventScrollReset
          variant="secondary"
          fullWidth
        >
          <Icon path={commentIcon} size={20} />
          {commentCount ? `댓글 ${commentCount}개 보기` : "댓글 보기"}
        </ButtonLink>
      </div>
      <Outlet />
    </>
  );
}
