// Plain spaces in a review body (issue 30). Quill's HTML writes every space as &nbsp;, so a stored
// review could only break its lines inside words. reviews/body.js storeBody runs every body a
// records-API create or update sends through plainSpaces, whatever the client; the app runs this
// same file before sending (src/features/reviews/api/review-form-data.ts imports it as
// `@hooks/reviews/spaces.js`, scripts/lib/vite-hook-modules.mjs), so it requires nothing and stays
// plain ES2021. The migration that rewrote older bodies keeps its own copy
// (pb_migrations/1732201820_review_plain_spaces.js): tests/review-spaces.test.ts holds the two to
// the same answers. Load inside a handler: require(`${__hooks}/reviews/spaces.js`).

/**
 * The body with plain spaces where Quill wrote &nbsp; (a single space between two characters,
 * across inline tags); a space a browser would drop stays non-breaking (at the start or end of a
 * block, next to another space: runs alternate " &nbsp;"), and <pre> is left as it is. Idempotent.
 * @param {string} html
 * @returns {string}
 */
function plainSpaces(html) {
  const TOKEN = /(<[^>]*>)/;
  const SPACES = /(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )+/gi;
  const SPACE_UNIT = /&nbsp;|&#160;|&#x0*a0;|\u00a0| /gi;
  const SPACE_AT_START = /^(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )/i;
  const SPACE_AT_END = /(?:&nbsp;|&#160;|&#x0*a0;|\u00a0| )$/i;
  const BLOCK = /^<\/?(?:p|h[1-6]|li|ol|ul|br|blockquote|pre|div|table|thead|tbody|tr|td|th|hr)\b/i;
  const PRE = /^<(\/?)pre\b/i;
  const CONTENT_TAG = /^<(?:img|input)\b/i;
  const parts = String(html || "").split(TOKEN);
  // What touches text part i on one side ("content", "space" or "boundary"), through inline tags.
  const side = (i, step) => {
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
  };
  const spaces = (count, before, after) => {
    let out = "";
    let lastPlain = false;
    for (let i = 0; i < count; i++) {
      const plain = !lastPlain && (i > 0 || before) && (i < count - 1 || after);
      out += plain ? " " : "&nbsp;";
      lastPlain = plain;
    }
    return out;
  };
  let inPre = 0;
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        const pre = PRE.exec(part);
        if (pre) inPre = Math.max(0, inPre + (pre[1] ? -1 : 1));
        return part;
      }
      if (inPre) return part;
      return part.replace(SPACES, (run, offset) => {
        const before = offset > 0 || side(i, -1) === "content";
        const after = offset + run.length < part.length || side(i, 1) === "content";
        return spaces((run.match(SPACE_UNIT) || []).length, before, after);
      });
    })
    .join("");
}

module.exports = { plainSpaces };
