import { ClientResponseError } from "pocketbase";
import { accountMessages } from "@/lib/account-rules";

/** Profile edit failure text (spec 8: 잠시 후 다시 시도해주세요, with the two cases we can name). */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ClientResponseError) {
    const data = (error.response?.data ?? {}) as Record<string, { code?: string } | undefined>;
    if (data.nickname?.code === "validation_not_unique") return accountMessages.nicknameTaken;
    if (data.img?.code === "validation_file_size_limit") return "지원하지 않는 이미지 크기예요.";
    if (data.img?.code === "validation_invalid_mime_type")
      return "이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.";
  }
  return "잠시 후 다시 시도해주세요.";
}
