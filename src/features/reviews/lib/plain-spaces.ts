// Quill's HTML (getSemanticHTML) writes every space as &nbsp;, so a stored review could only break
// its lines inside words, and every copy of its text carried the entity. Before a body is sent it
// goes through plainSpaces, as the server does on every save (pb_hooks/reviews/spaces.js) and the
// migration did for older reviews: tests/review-spaces.test.ts keeps the three the same.
//
// The rule: a single space between two characters (across inline tags such as <b>) is a plain
// space. A space a browser would drop keeps a non-breaking one: at the start or end of a block
// (a paragraph, a list item, a line after <br>), next to another space, and inside <pre>. Runs
// alternate plain and non-breaking spaces ("a &nbsp; b"), so they stay visible and can still break.
// Running it twice changes nothing.
const TOKEN = /(<[^>]*>)/;
const SPACES = /(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )+/gi;
const SPACE_UNIT = /&nbsp;|&#160;|&#x0*a0;|\u00a0| /gi;
const BLOCK = /^<\/?(?:p|h[1-6]|li|ol|ul|br|blockquote|pre|div|table|thead|tbody|tr|td|th|hr)\b/i;
const PRE = /^<(\/?)pre\b/i;
const CONTENT_TAG = /^<(?:img|input)\b/i;
const SPACE_AT_START = /^(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )/i;
const SPACE_AT_END = /(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )$/i;

type Edge = "content" | "space" | "boundary";

export function plainSpaces(html: string): string {
  const parts = String(html || "").split(TOKEN);
  let inPre = 0;
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        const pre = PRE.exec(part);
        if (pre) inPre = Math.max(0, inPre + (pre[1] ? -1 : 1));
        return part;
      }
      if (inPre) return part;
      return part.replace(SPACES, (run, offset: number) => {
        const before = offset > 0 || side(parts, i, -1) === "content";
        const after = offset + run.length < part.length || side(parts, i, 1) === "content";
        return spaces((run.match(SPACE_UNIT) ?? []).length, before, after);
      });
    })
    .join("");
}

/** `count` spaces between (or not) two characters: plain where a browser keeps it, else &nbsp;. */
function spaces(count: number, before: boolean, after: boolean) {
  let out = "";
  let lastPlain = false;
  for (let i = 0; i < count; i++) {
    const plain: boolean = !lastPlain && (i > 0 || before) && (i < count - 1 || after);
    out += plain ? " " : "&nbsp;";
    lastPlain = plain;
  }
  return out;
}

/** What is next to text part `i` in direction `step`, looking through inline tags. */
function side(parts: string[], i: number, step: -1 | 1): Edge {
  for (let j = i + step; j >= 0 && j < parts.length; j += step) {
    const part = parts[j];
    if (j % 2 === 1) {
      if (BLOCK.test(part)) return "boundary";
      if (CONTENT_TAG.test(part)) return "content";
    } else if (part) {
      return (step < 0 ? SPACE_AT_END : SPACE_AT_START).test(part) ? "space" : "content";
    }
  }
  return "boundary";
}
