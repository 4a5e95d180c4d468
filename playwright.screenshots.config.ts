import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: every route at 390x844, as a visitor and as a seeded member, into screenshots/.
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ["**/screenshots.spec.ts"],
  workers: 1,
  timeout: 180_000,
});
