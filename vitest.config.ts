import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { HOOKS_DIR, hookModules } from "./scripts/lib/vite-hook-modules.mjs";

export default defineConfig({
  plugins: [react(), hookModules()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)), "@hooks": HOOKS_DIR } },
  test: {
    // Tests that touch no DOM start with `// @vitest-environment node`: a jsdom per file cost
    // ~1.3 s of a core (95 s of the run's 102).
    environment: "jsdom",
    include: ["tests/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup.ts"],
    env: { VITE_PB_URL: "http://pb.test" },
    // jsdom renders with real debounce timers; on a loaded 2-core machine 5 s is not always enough.
    testTimeout: 20_000,
    // Vitest's default for a run is one worker per core but one: a single worker on a 2-core CI
    // machine, where the suite then took ~140 s. The main process is idle while workers run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
