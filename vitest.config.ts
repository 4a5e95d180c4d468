import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { HOOKS_DIR, hookModules } from "./scripts/lib/vite-hook-modules.mjs";

export default defineConfig({
  plugins: [react(), hookModules()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)), "@hooks": HOOKS_DIR } },
  test: {
    environment: "jsdom",
    include: ["tests/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup.ts"],
    env: { VITE_PB_URL: "http://pb.test" },
    // jsdom renders with real debounce timers; on a loaded 2-core machine 5 s is not always enough.
    testTimeout: 20_000,
  },
});
