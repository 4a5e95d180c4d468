import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ImagePicker } from "@/components/ui/image-picker";
import { Input } from "@/components/ui/input";
import { isOverLimit } from "@/lib/text-limit";
import { bodyTextLength, shortBodyHint } from "../lib/body-text";
import { REVIEW_LIMITS, REVIEW_TITLE_MAX } from "../lib/review-limits";
import type { ReviewFields } from "../types";
import { RichTextEditor } from "./rich-text-editor";
import styles from "./reviews.module.css";

interface ReviewFormProps {
  fields: ReviewFields;
  /** `byUser`: false when the editor only settled the body it was given into its own markup. */
  onField: (field: keyof ReviewFields, value: string, byUser: boolean) => void;
  cover: File | null;
  onCover: (file: File | null) => void;
  /** The stored cover when editing. */
  currentCoverUrl?: string;
  onRemoveCurrentCover?: () => void;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: () => void;
  /** A line at the top of the form (an edit brought back). */
  notice?: ReactNode;
}

/**
 * Cover, book title, review title and body; submit enabled only when all four are filled (spec 5),
 * the titles fit and the body has at least REVIEW_LIMITS.minTextChars characters of text (the
 * server refuses less).
 */
export function ReviewForm(props: ReviewFormProps) {
  const { fields, onField, cover, onCover, currentCoverUrl, submitLabel, pending, error, onSubmit } = props;
  const bodyLength = bodyTextLength(fields.detail);
  const shortBody = bodyLength < REVIEW_LIMITS.minTextChars;
  const ready =
    !!(cover || currentCoverUrl) &&
    !!fields.bookTitle.trim() &&
    !!fields.title.trim() &&
    !isOverLimit(fields.bookTitle, REVIEW_TITLE_MAX) &&
    !isOverLimit(fields.title, REVIEW_TITLE_MAX) &&
    !shortBody;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !pending) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {props.notice}
      <div className={styles.coverField}>
        <ImagePicker
          label="책 표지"
          required
          kind="cover"
          value={cover}
          currentUrl={currentCoverUrl}
          onChange={(file) => (file || !currentCoverUrl ? onCover(file) : props.onRemoveCurrentCover?.())}
        />
      </div>
      <Input
        label="책 제목"
        required
        maxLength={REVIEW_TITLE_MAX}
        placeholder="어떤 책을 읽으셨나요?"
        value={fields.bookTitle}
        onChange={(e) => onField("bookTitle", e.target.value, true)}
      />
      <Input
        label="리뷰 제목"
        required
        maxLength={REVIEW_TITLE_MAX}
        placeholder="리뷰 제목을 입력하세요"
        value={fields.title}
        onChange={(e) => onField("title", e.target.value, true)}
      />
      <RichTextEditor
        label="리뷰 내용"
        value={fields.detail}
        onChange={(html, byUser) => onField("detail", html, byUser)}
        placeholder={`책을 읽고 느낀 점을 ${REVIEW_LIMITS.minTextChars}자 이상 자유롭게 적어주세요.`}
        hint={shortBody ? shortBodyHint(bodyLength) : undefined}
      />
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={!ready} pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
