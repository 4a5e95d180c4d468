import { ClientResponseError } from "pocketbase";
import { FALLBACK_ERROR } from "@/lib/errors";
import { accountMessages } from "@/lib/account-rules";

// Spec 8: the first field error message of the server response is the key.
const BY_MESSAGE: Record<string, string> = {
  "Missing or invalid old password.": "현재 비밀번호를 확인해주세요.",
  "The length must be between 8 and 72.": accountMessages.password,
  "Cannot be blank.": "비밀번호를 모두 입력해주세요.",
  "Values don't match.": "비밀번호가 일치하지 않아요.",
};
const BY_CODE: Record<string, string> = {
  validation_file_size_limit: "지원하지 않는 이미지 크기예요.",
};

export function passwordErrorMessage(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return FALLBACK_ERROR;
  const data = (error.response?.data ?? {}) as Record<
    string,
    { code?: string; message?: string } | undefined
  >;
  const first = Object.values(data)[0];
  if (!first) return FALLBACK_ERROR;
  return (
    (first.message && BY_MESSAGE[first.message]) || (first.code && BY_CODE[first.code]) || FALLBACK_ERROR
  );
}
