import type { KeyboardEvent } from "react";

/**
 * Enter sends, Shift+Enter inserts a newline, and Enter while a Hangul IME composition is active
 * never sends (the browser reports isComposing, or keyCode 229 on some Android/Safari builds).
 * Returns true when the caller should send.
 */
export function shouldSendOnEnter(event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>): boolean {
  if (event.key !== "Enter" || event.shiftKey) return false;
  if (event.nativeEvent.isComposing || event.keyCode === 229) return false;
  return true;
}
