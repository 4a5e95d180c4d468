import { avatarSrc } from "@/components/ui/avatar-src";
import { paths } from "@/config/paths";
import { imageSrc } from "@/lib/image-url";
import { formatRelative } from "@/lib/format-relative";
import { memberName } from "@/lib/member-name";
import type { Review } from "../types";
import { previewText } from "./preview-text";

/**
 * What a row of the review list shows, each rule once: the row renders these values, and the early
 * painter (src/app/early/paint.ts) fills its build-time copy of the row with the same values
 * before React runs.
 */
export function reviewRowView(review: Review) {
  const writer = review.expand?.writer;
  return {
    href: paths.reviewDetail(review.id),
    cover: imageSrc(review, review.img, "cover", 72),
    title: review.title,
    book: review.bookTitle,
    // The server's plain-text excerpt (get-reviews.ts), shown as text.
    preview: previewText(review.detail),
    writer: memberName(writer),
    writerAvatar: avatarSrc(writer, "xs"),
    created: review.created.replace(" ", "T"),
    createdText: formatRelative(review.created),
  };
}
