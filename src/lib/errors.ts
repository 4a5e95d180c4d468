import type { ClientResponseError } from "pocketbase";

// The SDK's error class without importing the SDK (first screens load it lazily): its errors are
// named "ClientResponseError <status>".
export const isClientResponseError = (error: unknown): error is ClientResponseError =>
  error instanceof Error && error.name.startsWith("ClientResponseError");

export const FALLBACK_ERROR = "요청을 처리하는 중에 문제가 발생했어요. 잠시 후 다시 시도해주세요.";

/** A Korean message for any failed call: offline, server message, or the fallback (spec 8). */
export function errorMessage(error: unknown): string {
  if (isClientResponseError(error)) {
    if (error.status === 0) return "서버에 연결할 수 없어요. 네트워크 상태를 확인하고 다시 시도해주세요.";
    const message = error.response?.message as string | undefined;
    if (message && /[가-힣]/.test(message)) return message;
  }
  return FALLBACK_ERROR;
}
