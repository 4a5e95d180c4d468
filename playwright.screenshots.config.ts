import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: the layout sweep (docs/layout-check.md), every screen at 360, 390 and
// 430 px wide as a visitor and as a member, into screenshots/<who>/<width>/<screen>.png.
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ["**/screenshots.spec.ts"],
  workers: 2,
  timeout: 180_000,
});
