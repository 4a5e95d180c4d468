import { defineConfig, devices } from "@playwright/test";

// The production-stack smoke suite: run through `npm run test:prod` (scripts/e2e-prod.mjs), which
// builds once, starts PocketBase + Caddy over HTTPS and sets the PROD_* and E2E_* variables.
export default defineConfig({
  testDir: "./e2e/prod",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the deploy test replaces the served build under every open tab.
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.PROD_SITE_URL,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // As in playwright.config.ts: no trace unless E2E_TRACE=retain-on-failure.
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    // Screens judged in their final state, never mid-transition (docs/layout-check.md).
    reducedMotion: "reduce",
    // Trust Caddy's local CA (by its public keys) like a browser with the root installed.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [`--ignore-certificate-errors-spki-list=${process.env.PROD_CA_SPKI ?? ""}`],
    },
  },
  projects: [{ name: "chromium" }],
});
