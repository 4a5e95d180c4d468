// Length-limited text fields (Input, TextArea) never cut what the member typed or pasted: over the
// limit the text stays, the counter turns red, the field says how much fits, and the form's submit
// stays disabled (each form checks `isOverLimit`). A native `maxLength` would drop the rest of a
// paste without a word, so it is never set (lint: no-restricted-syntax).

/** Characters as the server counts them (PocketBase 0.22 text fields count code points). */
export const textLength = (text: string) => Array.from(text).length;

/** True when `text` has more than `max` characters; always false without a limit. */
export const isOverLimit = (text: string, max: number | undefined) =>
  max !== undefined && textLength(text) > max;

/** What a field over its limit says. */
export const overLimitMessage = (max: number) => `${max}자까지 쓸 수 있어요`;
