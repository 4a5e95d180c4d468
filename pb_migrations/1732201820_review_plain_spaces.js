/// <reference path="../pb_data/types.d.ts" />
// Issue 30: reviews written before the server normalised spaces hold Quill's &nbsp; for every
// space, so their lines could only break inside words. This rewrites those bodies once with plain
// spaces, by the same rule as every save since (pb_hooks/reviews/spaces.js plainSpaces; the app's
// src/features/reviews/lib/plain-spaces.ts; tests/review-spaces.test.ts keeps the three copies the
// same: a migration cannot require a hook module).
//
// Safe on a live database and idempotent: it reads 200 bodies at a time, writes only bodies that
// change, and only if the body is still the one it read (an edit meanwhile wins); running it again
// finds nothing to change. `updated` is left alone (not an edit). The stored excerpt and the title
// search index do not change: the excerpt's visible text already reads &nbsp; as a space
// (reviews/body.js visibleText) and the index holds book titles only.
/**
 * The body with plain spaces where Quill wrote &nbsp; (a single space between two characters,
 * across inline tags); a space a browser would drop stays non-breaking (at the start or end of a
 * block, next to another space: runs alternate " &nbsp;"), and <pre> is left as it is. Idempotent.
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

migrate(
  (db) => {
    const BATCH = 200;
    let after = "";
    for (;;) {
      const rows = arrayOf(new DynamicModel({ id: "", detail: "" }));
      db.newQuery(
        "SELECT id, detail FROM bookReview WHERE id > {:after} AND (detail LIKE '%&nbsp;%' " +
          "OR detail LIKE '%&#160;%' OR detail LIKE '%&#x%' OR instr(detail, char(160)) > 0) " +
          "ORDER BY id LIMIT {:limit}",
      )
        .bind({ after, limit: BATCH })
        .all(rows);
      for (const row of rows) {
        const fixed = plainSpaces(row.detail);
        if (fixed === row.detail) continue;
        db.newQuery("UPDATE bookReview SET detail = {:fixed} WHERE id = {:id} AND detail = {:old}")
          .bind({ fixed, id: row.id, old: row.detail })
          .execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
  },
  () => {
    // Nothing to undo: plain spaces between words show as the &nbsp; did.
  },
);
