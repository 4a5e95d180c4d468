import { useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { useCreateReview } from "@/features/reviews/api/create-review";
import { ReviewCreatedDialog } from "@/features/reviews/components/review-created-dialog";
import { ReviewForm } from "@/features/reviews/components/review-form";
import { reviewErrorMessage } from "@/features/reviews/lib/review-error";
import { useReviewDraft } from "@/features/reviews/stores/review-draft-store";

/** /createBookReview — the draft (text and body) lives in a persisted store until the review is saved. */
export function Component() {
  usePageTitle("리뷰 쓰기");
  const draft = useReviewDraft();
  const [cover, setCover] = useState<File | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const create = useCreateReview();
  const fields = { bookTitle: draft.bookTitle, title: draft.title, detail: draft.detail };
  return (
    <>
      <TopBar title="리뷰 쓰기" />
      <ReviewForm
        fields={fields}
        onField={draft.setField}
        cover={cover}
        onCover={setCover}
        submitLabel="등록하기"
        pending={create.isPending}
        error={create.isError ? reviewErrorMessage(create.error) : undefined}
        onSubmit={() =>
          cover &&
          create.mutate(
            { id: useReviewDraft.getState().takeSubmissionId(), fields, cover },
            {
              onSuccess: (review) => {
                draft.reset();
                setCover(null);
                setCreatedId(review.id);
              },
            },
          )
        }
      />
      <ReviewCreatedDialog reviewId={createdId} />
    </>
  );
}
