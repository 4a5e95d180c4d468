import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: every route at 360, 390 and 430 px wide, as a visitor and as a seeded
// member, into screenshots/<who>/<width>/, plus a no-overflow check on every screen.
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ["**/screenshots.spec.ts"],
  workers: 1,
  timeout: 180_000,
});
