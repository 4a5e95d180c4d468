import { test, expect, createMember, loginAs } from "./support/fixtures";
import { ROUTES } from "../src/config/route-table.mjs";
import { SCREENS, createWorld, screensFor, type World } from "./support/screens";
import { sweep } from "./support/sweep";
import { triage } from "./support/known-layout-problems";

// The lean layout pass of `npm test` (docs/layout-check.md): every screen and state of
// e2e/support/screens.ts at 360 px, the narrowest phone we support, as a visitor and as a member,
// judged by the layout check; no screenshots. `npm run screenshots` runs the full sweep
// (360, 390 and 430 px) and keeps the pictures.

test.describe.configure({ mode: "parallel" });

test("the sweep covers every route of the route table", () => {
  const swept = new Set(SCREENS.map((s) => s.route));
  expect(Object.keys(ROUTES).filter((name) => !swept.has(name as keyof typeof ROUTES))).toEqual([]);
});

let world: Promise<World> | undefined;

for (const who of ["visitor", "member"] as const) {
  test(`every screen at 360 px as a ${who} passes the layout check`, async ({ page, context }) => {
    test.setTimeout(10 * 60_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const w = await (world ??= createWorld());
    if (who === "member") await loginAs(page, w.viewer);
    // A visitor sees the same login gate on every member route: judged once here (on the club
    // page), on every route in the full sweep.
    const screens = screensFor(who).filter(
      (s) => who === "member" || !("member" in ROUTES[s.route]) || s.route === "clubDetail",
    );
    const { unexpected, fixed } = triage(await sweep(page, { who, width: 360, world: w, screens }), who, 360);
    expect([...unexpected, ...fixed]).toEqual([]);
  });
}

test("reduced motion: a button turns from disabled to enabled at once, never mid-transition", async ({
  page,
}) => {
  // A fresh-clone CI run once failed axe's colour contrast on a button sampled mid-transition.
  await loginAs(page, await createMember());
  await page.goto("/createClub");
  await page.getByRole("button", { name: "오프라인" }).click();
  const next = page.getByRole("button", { name: "다음" });
  await expect(next).toBeDisabled();
  await page.getByLabel("모임 장소").fill("서울 마포구 망원동");
  await expect(next).toBeEnabled();
  expect(await next.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
  expect(await page.evaluate(() => document.getAnimations().map((a) => a.constructor.name))).toEqual([]);
});
