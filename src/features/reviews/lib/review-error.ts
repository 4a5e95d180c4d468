import { ClientResponseError } from "pocketbase";
import { errorMessage } from "@/lib/errors";
import { REVIEW_LIMITS } from "./review-limits";

/** Korean text for a failed create/update, naming the field the server rejected. */
export function reviewErrorMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    const data = (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }>;
    if (data.img) {
      return data.img.code === "validation_file_size_limit"
        ? "표지 사진이 너무 커요. 5MB 이하의 사진을 골라주세요."
        : "표지 사진을 올리지 못했어요. 다른 사진을 골라주세요.";
    }
    if (data.images)
      return data.images.code === "validation_file_size_limit"
        ? `리뷰에 넣은 사진이 너무 커요. ${REVIEW_LIMITS.maxImageBytes / 1000}KB 이하의 사진으로 바꿔주세요.`
        : "리뷰에 넣은 사진을 올리지 못했어요. 다른 사진으로 바꿔주세요.";
    if (data.bookTitle) return "책 제목을 확인해주세요. (100자 이하)";
    if (data.title) return "리뷰 제목을 확인해주세요. (100자 이하)";
    // The body's rules (pb_hooks/reviews/body.js) say in Korean what to change.
    if (data.detail)
      return /[가-힣]/.test(data.detail.message ?? "") ? data.detail.message! : "리뷰 내용을 확인해주세요.";
  }
  return errorMessage(error);
}
