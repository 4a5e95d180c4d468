import { SHORT_BODY } from "./review-limits";

// The text a reader sees in a review body, counted as the server counts it (pb_hooks/reviews/body.js
// visibleText, which refuses a body under REVIEW_LIMITS.minTextChars): tags and skipped elements
// out, entities decoded (&nbsp; is a space), whitespace collapsed and trimmed. Pictures are not text.
// tests/review-limits.test.ts checks both give the same text.
const SKIPPED =
  /<(head|style|script|iframe|embed|applet|object|svg|picture|dialog|template|button|form|textarea|select|option)\b[\s\S]*?<\/\1\s*>/gi;
const INLINE =
  /<\/?(?:a|abbr|acronym|b|bdo|big|br|button|cite|code|em|i|label|q|small|span|strong|strike|sub|sup|time)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === "#") {
      const hex = name[1] === "x" || name[1] === "X";
      const code = hex ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(SKIPPED, " ")
      .replace(/<(?:img|input)\b[^>]*>/gi, "")
      .replace(INLINE, "")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Characters of the body's text (code points, as the server counts). */
export const bodyTextLength = (html: string) => Array.from(visibleText(html)).length;

/**
 * What the form says while the body is too short to send: the server's message, with the count. An
 * edit counts too, even one that changes only a title (the server checks the review as stored).
 */
export const shortBodyHint = (length: number) => `${SHORT_BODY} (지금 ${length}자)`;
