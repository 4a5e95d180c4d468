import { expect, type Page } from "@playwright/test";

/**
 * Takes the page's context offline and waits until the page itself reports it (navigator.onLine
 * false; the app has had its `offline` event). Call it again after a navigation while offline.
 * Under load, Chromium's network emulation can miss the renderer that a navigation swapped in:
 * that document then reports online while its requests fail. The emulation is applied again
 * until the page reports offline.
 */
export async function goOffline(page: Page) {
  const context = page.context();
  await context.setOffline(true);
  await expect
    .poll(async () => {
      if (!(await page.evaluate(() => navigator.onLine))) return false;
      await context.setOffline(false);
      await context.setOffline(true);
      return page.evaluate(() => navigator.onLine);
    })
    .toBe(false);
}
