import { test, expect, expectNoSeriousA11yViolations, PB_URL } from "./support/fixtures";
import { chromium, type Page } from "@playwright/test";
import { holdClubPhotos } from "./support/holds";
import { goOffline } from "./support/offline";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Installable PWA: manifest + icons, a service worker that serves the app shell offline, and
// never a cached PocketBase response.
test.use({ serviceWorkers: "allow" });

async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const pngSize = (buf: Buffer) => `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;

test("the manifest describes an installable Korean app with real icons", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    short_name: "책동네",
    lang: "ko",
    start_url: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#c2410c",
  });
  expect(manifest.name).toContain("책동네");
  const pngs = manifest.icons.filter((i: { type: string }) => i.type === "image/png");
  expect(pngs.some((i: { purpose: string }) => i.purpose === "maskable")).toBe(true);
  for (const icon of pngs) {
    const res = await request.get(icon.src);
    expect(res.headers()["content-type"]).toContain("image/png");
    expect(pngSize(await res.body())).toBe(icon.sizes);
  }
});

test("Chromium reports no installability errors", async ({ baseURL }) => {
  // Test contexts are incognito, where nothing installs: use a real (temporary) profile.
  const profile = mkdtempSync(path.join(tmpdir(), "chaekdongne-pwa-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a returning visitor's app starts from the cache without waiting for the first photo", async ({
  page,
}) => {
  // The first visit on a page with no club photo, so a late request of it cannot count below.
  await page.goto("/main/bookReview");
  await waitForServiceWorker(page);
  // A first visit waits for the photo (e2e/prerender.spec.ts); with the files in the worker's
  // cache the app runs while the photo is still on its way.
  const photos = await holdClubPhotos(page);
  await page.goto("/main/club", { waitUntil: "commit" }); // "load" waits for the held photo
  await photos.asked;
  // The early script started the app's files as it ran (a first visit does it after the photo).
  // Its <link>, not the request: a request the worker answers can reach the test after the photo's.
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/index-"]').count()).toBe(1);
  await expect(page.locator("#root")).toHaveAttribute("data-app", "");
  photos.release();
});

test("offline, a reload shows the app shell and a Korean offline notice", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await expect(page.getByText("오프라인 상태예요.")).toBeHidden();

  await goOffline(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "책동네", level: 1 })).toBeVisible();
  await goOffline(page);
  await expect(page.getByText("오프라인 상태예요.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A screen never opened before also opens from the cache instead of a browser error page.
  await page.goto("/main/club");
  await goOffline(page);
  await expect(page.getByText("오프라인 상태예요.")).toBeVisible();
  await expect(page).toHaveTitle(/책동네/);

  await context.setOffline(false);
  await expect(page.getByText("오프라인 상태예요.")).toBeHidden();
});

test("the service worker never caches PocketBase API responses", async ({ page, context }) => {
  await page.goto("/main/club");
  await waitForServiceWorker(page);
  // Browse with the worker in control so that API requests pass through it.
  await page.goto("/main/bookReview");
  await page.waitForLoadState("networkidle");
  const api = `${PB_URL()}/api/collections/bookReview/records?perPage=1&sort=-created,-id`;
  expect(await page.evaluate((url) => fetch(url).then((r) => r.status), api)).toBe(200);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
  expect(cached.some((url) => url.startsWith(new URL("/index.html", page.url()).href))).toBe(true);
  expect(cached.filter((url) => url.startsWith(PB_URL()) || url.includes("/api/"))).toEqual([]);

  await context.setOffline(true);
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => "served",
          () => "failed",
        ),
      api,
    ),
  ).toBe("failed");
});
