/** Why the server emptied a message for this reader (pb_hooks/core/visibility.js). */
export type HiddenReason = "blocked" | "reported";

// Said in place of the text, in the room and in the room list's preview (issue 15, issue 24).
export const BLOCKED_MESSAGE = "차단한 회원의 메시지예요";
export const HIDDEN_MESSAGE = "신고가 쌓여 가려진 메시지예요";

export const hiddenText = (reason: HiddenReason) => (reason === "blocked" ? BLOCKED_MESSAGE : HIDDEN_MESSAGE);
