// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plainSpaces } from "@hooks/reviews/spaces.js";
import { visibleText } from "@/features/reviews/lib/body-text";
import { loadHookModule } from "./support/pb-hook-module";

// Issue 30: Quill writes every space of a review as &nbsp;. One rule turns them into plain spaces:
// pb_hooks/reviews/spaces.js, which the server runs on every save and the app imports (as an ES
// module, scripts/lib/vite-hook-modules.mjs) before sending. The migration that rewrote older
// reviews keeps its own copy (a migration cannot require a hook module, and keeps the code it ran
// with). This file holds the app's import, the hook as PocketBase loads it and the migration to the
// same answers.

const MIGRATION = Object.values(
  import.meta.glob<string>("../pb_migrations/*_review_plain_spaces.js", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)[0];

type Up = (db: unknown) => void;
/** The migration's own plainSpaces and its up(), run with stand-ins for PocketBase's globals. */
function loadMigration(): { plainSpaces: (html: string) => string; up: Up } {
  let up: Up = () => undefined;
  const migrate = (u: Up) => (up = u);
  const arrayOf = (model: unknown) => Object.assign([], { model });
  function DynamicModel(this: object, shape: object) {
    Object.assign(this, shape);
  }
  const fn = new Function("migrate", "arrayOf", "DynamicModel", `${MIGRATION}\nreturn plainSpaces;`);
  const plain = fn(migrate, arrayOf, DynamicModel) as (html: string) => string;
  return { plainSpaces: plain, up };
}
const migration = loadMigration();
const hook = loadHookModule<{ plainSpaces: (html: string) => string }>("reviews/spaces.js");
const body = loadHookModule<{ visibleText: (html: string) => string; excerptOf: (html: string) => string }>(
  "reviews/body.js",
);

const CASES: [string, string][] = [
  ["<p>좋은&nbsp;책이에요&nbsp;정말</p>", "<p>좋은 책이에요 정말</p>"],
  ["<p>&nbsp;앞에&nbsp;띄움</p>", "<p>&nbsp;앞에 띄움</p>"],
  ["<p>뒤에&nbsp;띄움&nbsp;</p>", "<p>뒤에 띄움&nbsp;</p>"],
  ["<p>세&nbsp;&nbsp;&nbsp;칸</p>", "<p>세 &nbsp; 칸</p>"],
  ["<p>두&nbsp;&nbsp;칸</p>", "<p>두 &nbsp;칸</p>"],
  ["<p><strong>굵게</strong>&nbsp;이어서</p>", "<p><strong>굵게</strong> 이어서</p>"],
  [
    '<p>링크&nbsp;<a href="https://a.kr">여기</a>&nbsp;끝</p>',
    '<p>링크 <a href="https://a.kr">여기</a> 끝</p>',
  ],
  ["<p>&nbsp;</p><p><br></p>", "<p>&nbsp;</p><p><br></p>"],
  ["<p>줄<br>&nbsp;바꿈</p>", "<p>줄<br>&nbsp;바꿈</p>"],
  ["<ol><li>하나&nbsp;둘</li><li>&nbsp;셋</li></ol>", "<ol><li>하나 둘</li><li>&nbsp;셋</li></ol>"],
  [
    '<p>사진&nbsp;<img src="/api/files/a/b/c.webp">&nbsp;뒤</p>',
    '<p>사진 <img src="/api/files/a/b/c.webp"> 뒤</p>',
  ],
  ["<p>a&#160;b\u00a0c&#xA0;d</p>", "<p>a b c d</p>"],
  ["<pre>코드&nbsp;&nbsp;그대로</pre>", "<pre>코드&nbsp;&nbsp;그대로</pre>"],
  ['<p title="a&nbsp;b">속성은&nbsp;그대로</p>', '<p title="a&nbsp;b">속성은 그대로</p>'],
  ["<p>이미 평범한 띄어쓰기</p>", "<p>이미 평범한 띄어쓰기</p>"],
  ["", ""],
];

/** Random bodies of words, spaces of every spelling, inline and block tags. */
function randomBodies(count: number) {
  const pieces = [
    "책",
    "word",
    " ",
    "&nbsp;",
    "\u00a0",
    "&#160;",
    "<b>",
    "</b>",
    "<br>",
    "</p><p>",
    "<img src=x>",
    "&amp;",
  ];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    let html = "<p>";
    for (let i = 0; i < 40; i++) html += pieces[Math.floor(next() * pieces.length)];
    return `${html}</p>`;
  });
}

describe("plainSpaces", () => {
  it.each(CASES)("%s -> %s", (input, expected) => {
    expect(plainSpaces(input)).toBe(expected);
  });

  it("is the same rule in the app's import, the server hook and the migration, and running it twice changes nothing", () => {
    for (const html of [...CASES.map(([input]) => input), ...randomBodies(300)]) {
      const once = plainSpaces(html);
      expect(hook.plainSpaces(html), html).toBe(once);
      expect(migration.plainSpaces(html), html).toBe(once);
      expect(plainSpaces(once), html).toBe(once);
    }
  });

  it("never changes the text a reader sees, so the stored excerpt stays valid", () => {
    for (const html of [...CASES.map(([input]) => input), ...randomBodies(300)]) {
      const once = plainSpaces(html);
      expect(body.visibleText(once), html).toBe(body.visibleText(html));
      expect(body.excerptOf(once), html).toBe(body.excerptOf(html));
      expect(visibleText(html), html).toBe(body.visibleText(html)); // the app counts as the server
    }
  });

  it("never changes anything but spaces in text", () => {
    for (const html of randomBodies(200)) {
      const tags = (s: string) => s.match(/<[^>]*>/g) ?? [];
      expect(tags(plainSpaces(html))).toEqual(tags(html));
    }
  });
});

describe("the migration", () => {
  /** A bookReview table as the migration's two queries see it. */
  function fakeDb(rows: { id: string; detail: string }[], editMeanwhile?: (id: string) => void) {
    const updates: string[] = [];
    const db = {
      newQuery(sql: string) {
        let params: Record<string, unknown> = {};
        const query = {
          bind(p: Record<string, unknown>) {
            params = p;
            return query;
          },
          all(out: unknown[]) {
            expect(sql).toMatch(/^SELECT id, detail FROM bookReview WHERE id > \{:after\}/);
            const spaced = (d: string) => /&nbsp;|&#160;|&#x|\u00a0/i.test(d);
            const found = rows
              .filter((r) => r.id > String(params.after) && spaced(r.detail))
              .sort((a, b) => (a.id < b.id ? -1 : 1))
              .slice(0, Number(params.limit));
            out.push(...found.map((r) => ({ ...r })));
          },
          execute() {
            expect(sql).toMatch(
              /^UPDATE bookReview SET detail = \{:fixed\} WHERE id = \{:id\} AND detail = \{:old\}$/,
            );
            editMeanwhile?.(String(params.id));
            const row = rows.find((r) => r.id === params.id && r.detail === params.old);
            if (row) {
              row.detail = String(params.fixed);
              updates.push(row.id);
            }
          },
        };
        return query;
      },
    };
    return { db, updates };
  }

  it("rewrites every body with &nbsp; in batches, keeps an edit made meanwhile, and a second run changes nothing", () => {
    const rows = Array.from({ length: 450 }, (_, i) => ({
      id: `review${String(i).padStart(9, "0")}`,
      detail: i % 3 === 0 ? "<p>이미 평범한 글</p>" : `<p>리뷰&nbsp;${i}번&nbsp;이에요</p>`,
    }));
    const edited = rows[5].id;
    const { db, updates } = fakeDb(rows, (id) => {
      if (id === edited) rows[5].detail = "<p>방금&nbsp;고친 글</p>";
    });
    migration.up(db);
    expect(rows.filter((r) => r.detail.includes("&nbsp;")).map((r) => r.id)).toEqual([edited]);
    expect(rows[1].detail).toBe("<p>리뷰 1번 이에요</p>");
    expect(updates).toHaveLength(300 - 1);

    const again = fakeDb(rows);
    migration.up(again.db);
    expect(again.updates).toEqual([edited]); // only the body edited meanwhile, by the same rule
    const third = fakeDb(rows);
    migration.up(third.db);
    expect(third.updates).toEqual([]);
  });
});
