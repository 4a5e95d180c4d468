// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Each layering rule docs/architecture.md promises, proven on a file that must fail lint. The
// fixtures are written into the real tree (type-aware linting and import-x/no-cycle only see files
// on disk) under names containing "lint-fixture" (git-ignored), linted with the project's own
// eslint.config.js in one ESLint run, and removed again.

const ROOT = path.resolve(import.meta.dirname, "..");
// A feature folder that exists only during this test: the feature list must come from the folder.
const NEW_FEATURE_DIR = "src/features/lint-fixture-feature";

const FIXTURES: Record<string, string> = {
  [`${NEW_FEATURE_DIR}/lib/thing.ts`]: `export const thing = 1;\n`,
  [`${NEW_FEATURE_DIR}/lib/lint-fixture-cross.ts`]: `import { clubKeys } from "@/features/clubs/api/keys";\nexport const x = clubKeys;\n`,
  "src/features/clubs/components/lint-fixture-cross-new-feature.ts": `import { thing } from "@/features/lint-fixture-feature/lib/thing";\nexport const x = thing;\n`,
  "src/features/clubs/components/lint-fixture-cross-alias.ts": `import { notificationKeys } from "@/features/notifications/api/keys";\nexport const x = notificationKeys;\n`,
  "src/features/notifications/components/lint-fixture-cross-relative.ts": `import { clubKeys } from "../../clubs/api/keys";\nexport const x = clubKeys;\n`,
  "src/features/clubs/components/lint-fixture-relative-shared.ts": `import { errorMessage } from "../../../lib/errors";\nexport const x = errorMessage;\n`,
  "src/features/notifications/components/lint-fixture-app.ts": `import { createQueryClient } from "@/app/query-client";\nexport const x = createQueryClient;\n`,
  "src/lib/lint-fixture-feature.ts": `import { clubKeys } from "@/features/clubs/api/keys";\nexport const x = clubKeys;\n`,
  "src/components/lint-fixture-relative-feature.ts": `import { clubKeys } from "../features/clubs/api/keys";\nexport const x = clubKeys;\n`,
  "src/lib/lint-fixture-cycle-a.ts": `import { b } from "./lint-fixture-cycle-b";\nexport const a = () => b;\n`,
  "src/lib/lint-fixture-cycle-b.ts": `export const b = 1;\nexport const lazyA = () => import("@/lib/lint-fixture-cycle-a");\n`,
  "src/lib/lint-fixture-floating.ts": `export async function save() {}\nexport function run() {\n  save();\n}\n`,
  // react-router's own links, in a feature and in shared code (each block sets the rule again).
  "src/features/clubs/components/lint-fixture-router-link.tsx": `import { Link } from "react-router";\nexport const x = <Link to="/">홈</Link>;\n`,
  "src/components/lint-fixture-router-navlink.tsx": `import { NavLink, useSearchParams } from "react-router";\nexport const x = [NavLink, useSearchParams];\n`,
  // A native maxLength silently cuts a paste; the shared fields' prop of that name does not.
  "src/components/lint-fixture-maxlength.tsx": `export const Box = () => <textarea aria-label="x" maxLength={3} />;\n`,
  "src/components/lint-fixture-maxlength-ok.tsx": `import { TextArea } from "@/components/ui/text-area";\nexport const Box = () => <TextArea label="x" maxLength={3} value="" readOnly />;\n`,
  // The shapes every feature file uses: its own folder relatively, shared code through @/.
  "src/features/notifications/components/lint-fixture-good.ts": `import { errorMessage } from "@/lib/errors";\nimport { notificationKeys } from "../api/keys";\nexport const x = [errorMessage, notificationKeys];\n`,
};

const EXPECTED: Record<string, string[]> = {
  [`${NEW_FEATURE_DIR}/lib/lint-fixture-cross.ts`]: ["import-x/no-restricted-paths", "no-restricted-imports"],
  "src/features/clubs/components/lint-fixture-cross-new-feature.ts": [
    "import-x/no-restricted-paths",
    "no-restricted-imports",
  ],
  "src/features/clubs/components/lint-fixture-cross-alias.ts": [
    "import-x/no-restricted-paths",
    "no-restricted-imports",
  ],
  "src/features/notifications/components/lint-fixture-cross-relative.ts": [
    "import-x/no-restricted-paths",
    "no-restricted-imports",
  ],
  "src/features/clubs/components/lint-fixture-relative-shared.ts": ["no-restricted-imports"],
  "src/features/notifications/components/lint-fixture-app.ts": [
    "import-x/no-restricted-paths",
    "no-restricted-imports",
  ],
  "src/lib/lint-fixture-feature.ts": ["import-x/no-restricted-paths", "no-restricted-imports"],
  "src/components/lint-fixture-relative-feature.ts": ["import-x/no-restricted-paths"],
  "src/lib/lint-fixture-cycle-a.ts": ["import-x/no-cycle"],
  "src/lib/lint-fixture-cycle-b.ts": ["import-x/no-cycle"],
  "src/lib/lint-fixture-floating.ts": ["@typescript-eslint/no-floating-promises"],
  "src/features/clubs/components/lint-fixture-router-link.tsx": ["no-restricted-imports"],
  "src/components/lint-fixture-router-navlink.tsx": ["no-restricted-imports"],
  "src/components/lint-fixture-maxlength.tsx": ["no-restricted-syntax"],
  "src/components/lint-fixture-maxlength-ok.tsx": [],
  [`${NEW_FEATURE_DIR}/lib/thing.ts`]: [],
  "src/features/notifications/components/lint-fixture-good.ts": [],
};

const removeFixtures = () => {
  for (const file of Object.keys(FIXTURES)) rmSync(path.join(ROOT, file), { force: true });
  rmSync(path.join(ROOT, NEW_FEATURE_DIR), { recursive: true, force: true });
};

let found: Record<string, { ruleId: string | null; message: string }[]> = {};

beforeAll(async () => {
  removeFixtures(); // left over from an interrupted run
  for (const [file, code] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), code);
  }
  try {
    // Created after the fixtures exist: the config reads the feature folders when it loads.
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(Object.keys(FIXTURES));
    found = Object.fromEntries(
      results.map((r) => [
        path.relative(ROOT, r.filePath),
        r.messages.map(({ ruleId, message }) => ({ ruleId, message })),
      ]),
    );
  } finally {
    removeFixtures();
  }
}, 120_000);

afterAll(removeFixtures);

describe("eslint.config.js", () => {
  for (const [file, rules] of Object.entries(EXPECTED)) {
    it(`${file}: ${rules.length ? rules.join(", ") : "passes"}`, () => {
      const ruleIds = [...new Set((found[file] ?? []).map((m) => m.ruleId))].sort();
      expect(found[file], `${file} was not linted`).toBeDefined();
      expect(ruleIds, JSON.stringify(found[file], null, 2)).toEqual([...rules].sort());
    });
  }
});
