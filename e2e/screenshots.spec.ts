import { test, expect, loginAs } from "./support/fixtures";
import { createWorld, type World } from "./support/screens";
import { sweep } from "./support/sweep";
import { triage } from "./support/known-layout-problems";

// `npm run screenshots` (not part of `npm test`): every screen of e2e/support/screens.ts at 360,
// 390 and 430 px, as a visitor and as a member, into screenshots/<who>/<width>/<screen>.png, each
// judged by the layout check (docs/layout-check.md). A failure lists every problem found.
const WIDTHS = [360, 390, 430];

test.describe.configure({ mode: "parallel" });

let world: Promise<World> | undefined;

for (const who of ["visitor", "member"] as const) {
  for (const width of WIDTHS) {
    test(`layout sweep as ${who} at ${width}px`, async ({ page, context }) => {
      test.setTimeout(20 * 60_000);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const w = await (world ??= createWorld());
      if (who === "member") await loginAs(page, w.viewer);
      const problems = await sweep(page, { who, width, world: w, shots: `screenshots/${who}/${width}` });
      const { unexpected, fixed } = triage(problems, who, width);
      expect([...unexpected, ...fixed]).toEqual([]);
    });
  }
}
