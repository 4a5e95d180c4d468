// @vitest-environment node
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Everything the app says is 해요체 (docs/design-system.md "Strings"). This finds 합쇼체 in the
// text of src/ and pb_hooks/ (string literals, template text and JSX text: comments are not
// text): a syllable ending in ㅂ followed by 니다/니까 (합니다, 했습니다, 입니까) and -(으)십시오 /
// -시오. Only the sentences the spec quotes exactly may keep their 합쇼체, as whole strings.

// Every source file's text, as written (Vite's raw import: no Node APIs needed).
const SOURCES = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "/pb_hooks/**/*.js"], {
  query: "?raw",
  import: "default",
  eager: true,
});
/** Spec sections 2 and 5 quote these exactly; nothing else may end in 합쇼체. */
const SPEC_EXACT = new Set([
  "페이지를 찾을 수 없습니다.",
  "이메일 형식이 올바르지 않습니다.",
  "이미 사용 중인 이메일 주소 입니다.",
]);

/** A Hangul syllable whose final consonant is ㅂ (합, 습, 입, 됩...). */
const endsInBieup = (ch: string) => {
  const code = ch.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === 17;
};

/** The words of a text that end in 합쇼체. */
function formalEndings(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 2 < text.length; i++) {
    const next = text.slice(i + 1, i + 3);
    if ((next === "니다" || next === "니까") && endsInBieup(text[i])) {
      let start = i;
      while (start > 0 && /[가-힣]/.test(text[start - 1])) start--;
      found.push(text.slice(start, i + 3)); // the word, e.g. 저장했습니다
    }
  }
  for (const m of text.matchAll(/[가-힣]*시오(?=$|[^가-힣])/g)) found.push(m[0]);
  return found;
}

/** Every piece of text a source file holds: string literals, template parts, JSX text. */
function textsOf(file: string, source: string): { line: number; text: string }[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      out.push({ line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

describe("해요체", () => {
  it("nothing the app or its server says ends in 합쇼체 but the spec's exact sentences", () => {
    const bad: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const [file, source] of Object.entries(SOURCES)) {
      if (file.includes("lint-fixture")) continue;
      for (const { line, text } of textsOf(file, source)) {
        if (SPEC_EXACT.has(text.trim())) continue;
        for (const hit of formalEndings(text)) bad.push(`${file}:${line}: …${hit}… in "${text.trim()}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("catches 합쇼체 in literals, templates and JSX, and leaves 해요체 and comments alone", () => {
    const fixture = [
      `// 주석은 저장했습니다 라고 써도 돼요`,
      `const a = "저장했습니다.";`,
      "const b = `${n}개를 삭제합니까?`;",
      `const c = <p>다시 입력하십시오</p>;`,
      `const d = "저장했어요. 그러니까 다시 해 볼게요!";`,
      `const e = "페이지를 찾을 수 없습니다.";`,
    ].join("\n");
    const hits = textsOf("fixture.tsx", fixture).flatMap(({ line, text }) =>
      SPEC_EXACT.has(text.trim()) ? [] : formalEndings(text).map((h) => `${line}:${h}`),
    );
    expect(hits).toEqual(["2:저장했습니다", "3:삭제합니까", "4:입력하십시오"]);
  });
});

// One wording per action (docs/design-system.md "Strings"): the retired wording → the one we use.
const RETIRED: Record<string, string> = {
  "채팅방 가기": "채팅방으로 가기",
  "채팅방 입장": "채팅방으로 가기",
  "처음 화면으로": "홈으로 가기",
  되었어요: "됐어요",
  되었습니다: "됐어요",
  "시도해 주세요": "시도해주세요",
  "잠시 뒤에": "잠시 후",
  전화번호: "휴대폰 번호",
};

describe("one wording per action", () => {
  it("no text of src/ or pb_hooks/ uses a retired wording", () => {
    const bad: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      for (const { line, text } of textsOf(file, source)) {
        for (const [old, now] of Object.entries(RETIRED)) {
          if (text.includes(old)) bad.push(`${file}:${line}: "${old}" → "${now}"`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
