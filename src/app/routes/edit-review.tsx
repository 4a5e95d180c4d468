import { useState } from "react";
import { useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { imageSrc } from "@/lib/image-url";
import type { QueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/lib/session";
import { EmptyState } from "@/components/ui/empty-state";
import { TopBar } from "@/components/ui/top-bar";
import { getReviewQueryOptions, useReview } from "@/features/reviews/api/get-review";
import { useUpdateReview } from "@/features/reviews/api/update-review";
import { EditDraftNotice } from "@/features/reviews/components/edit-draft-notice";
import { ReviewForm } from "@/features/reviews/components/review-form";
import { reviewErrorMessage } from "@/features/reviews/lib/review-error";
import { withPictureOrigin } from "@/features/reviews/lib/review-pictures";
import { editDraftOf, useReviewEditDrafts } from "@/features/reviews/stores/review-edit-drafts";
import type { ReviewFields } from "@/features/reviews/types";

export const makeLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(getReviewQueryOptions(params.bookreviewId ?? ""));

/** /editBookReview/:id — the writer edits their review (the API rule refuses anyone else). */
export function Component() {
  usePageTitle("리뷰 수정");
  const id = useParams().bookreviewId ?? "";
  const { data: review } = useReview(id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const update = useUpdateReview();
  const saved: ReviewFields = {
    bookTitle: review.bookTitle,
    title: review.title,
    detail: withPictureOrigin(review.detail), // the server takes the origin off again
  };
  // What the member typed and did not save (a reload, a session that ended) comes back.
  const [draft] = useState(() => editDraftOf(id, user?.id));
  const [restored, setRestored] = useState(!!draft);
  const [fields, setFields] = useState<ReviewFields>(draft ?? saved);
  const drafts = useReviewEditDrafts.getState(); // its actions only: typing re-renders through `fields`
  const [cover, setCover] = useState<File | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(true);

  if (user?.id !== review.writer) {
    return (
      <>
        <TopBar title="리뷰 수정" />
        <EmptyState title="내가 쓴 리뷰만 수정할 수 있어요" />
      </>
    );
  }
  return (
    <>
      <TopBar title="리뷰 수정" />
      <ReviewForm
        fields={fields}
        onField={(field, value, byUser) => {
          setFields((f) => ({ ...f, [field]: value }));
          if (byUser) drafts.keep(id, review.writer, saved, field, value);
        }}
        notice={
          restored ? (
            <EditDraftNotice
              onDiscard={() => {
                drafts.discard(id);
                setFields(saved);
                setRestored(false);
              }}
            />
          ) : null
        }
        cover={cover}
        onCover={setCover}
        currentCoverUrl={keepCurrent ? imageSrc(review, review.img, "cover", 200) : undefined}
        onRemoveCurrentCover={() => setKeepCurrent(false)}
        submitLabel="수정하기"
        pending={update.isPending}
        error={update.isError ? reviewErrorMessage(update.error) : undefined}
        onSubmit={() =>
          update.mutate(
            { id, fields, cover },
            {
              onSuccess: () => {
                drafts.discard(id);
                void navigate(paths.reviewDetail(id), { replace: true });
              },
            },
          )
        }
      />
    </>
  );
}
