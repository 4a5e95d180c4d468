import type { Page } from "@playwright/test";

/** The app's JS files (the build's /assets/*.js). */
export const APP_SCRIPT = /\/assets\/[^/]+\.js$/;

/** The app's JS files the page requests from now on (its own list, growing). */
export function appScriptRequests(page: Page) {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (APP_SCRIPT.test(r.url())) scripts.push(r.url());
  });
  return scripts;
}

/** Holds the club photos until `release()`; `asked` settles at the first request for one. */
export async function holdClubPhotos(page: Page) {
  let release = () => {};
  let seen = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (seen = resolve));
  await page.route(/\/api\/files\/[^?]*\/club_\w+_\d+\.webp$/, async (route) => {
    seen();
    await held;
    await route.continue();
  });
  return { asked, release };
}

/** Holds the requests for the club's record until `release()`; `asked` settles at the first. */
export async function holdClubRecord(page: Page, clubId: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = () => {};
  const asked = new Promise<void>((resolve) => (seen = resolve));
  await page.route(
    (url) => url.pathname === `/api/collections/socialing/records/${clubId}`,
    async (route) => {
      seen();
      await held;
      await route.continue();
    },
  );
  return { asked, release };
}
