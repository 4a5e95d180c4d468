import { defineConfig, devices } from "@playwright/test";

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the app for the throwaway
// PocketBase port and sets the E2E_* variables used here.
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
const distDir = process.env.DIST_DIR ?? "dist";

export default defineConfig({
  testDir: "./e2e",
  testIgnore: ["**/screenshots.spec.ts", "**/prod/**"],
  // scripts/e2e.mjs gives each run its own folder so parallel runs never clash.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Generous: a timeout only catches a hung test (speed is measured by the bench scripts), and
  // the suite must pass on a loaded machine (npm run test:e2e:stress: two CPU burners beside it).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // Recording a trace for every test (screencast frames, DOM snapshots) cost about a third of the
    // suite's CPU on a 2-core machine; CI shows only the printed error. Locally:
    // E2E_TRACE=retain-on-failure npm run test:e2e -- <spec> (docs/architecture.md, Tests).
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    // Screens judged in their final state, never mid-transition (docs/layout-check.md).
    reducedMotion: "reduce",
    // Each test's fresh context would install the service worker and precache the whole build
    // (~155 files) after its first page: a fifth of the suite's CPU. Specs about it allow it
    // (pwa, push; e2e/prod/deploy).
    serviceWorkers: "block",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: `npx vite preview --outDir "${distDir}" --port ${previewPort} --strictPort`,
    url: `http://127.0.0.1:${previewPort}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
