import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { formatProblems, layoutProblems } from "./layout-check";
import { screensFor, type Screen, type Who, type World } from "./screens";

/** The phones behind each width: Galaxy S (360×740), iPhone 12–15 (390×844), iPhone Pro Max (430×932). */
export const HEIGHTS: Record<number, number> = { 360: 740, 390: 844, 430: 932 };

/** Loaded, fonts in, nothing moving (the layout check waits for animations too). */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * Every screen of `who` at `width`: brought to its state, photographed into `shots` (when given)
 * and judged by the layout check. Returns one line per problem: screen, width, who, rule, element.
 * A state that cannot be reached is a problem too; the sweep goes on with the next screen.
 */
export async function sweep(
  page: Page,
  {
    who,
    width,
    world,
    shots,
    screens = screensFor(who),
  }: { who: Who; width: number; world: World; shots?: string; screens?: Screen[] },
) {
  await page.setViewportSize({ width, height: HEIGHTS[width] ?? 844 });
  // A state that cannot be reached fails in seconds, not at the test's timeout.
  page.setDefaultTimeout(15_000);
  if (shots) mkdirSync(shots, { recursive: true });
  const problems: string[] = [];
  for (const screen of screens) {
    const where = `${screen.name} (${width}px, ${who})`;
    try {
      await page.goto(screen.path(world));
      await settled(page);
      if (screen.act) {
        await screen.act(page, world);
        await settled(page);
      }
      if (shots) await page.screenshot({ path: `${shots}/${screen.name}.png` });
      for (const line of formatProblems(await layoutProblems(page))) problems.push(`${where} ${line}`);
    } catch (error) {
      problems.push(`${where} state not reached: ${String((error as Error).message).split("\n")[0]}`);
    } finally {
      await screen.after?.(page).catch(() => undefined);
    }
  }
  return problems;
}
