// `npm run test:e2e`: builds the app against a throwaway PocketBase port, then runs Playwright.
// The port is baked into the build (VITE_PB_URL comes from the build environment, spec 9);
// e2e/support/global-setup.ts starts the server on it. Extra args go to `playwright test`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, freePort } from "./lib/pocketbase-server.mjs";

const pbPort = await freePort();
const previewPort = await freePort();
const distDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-dist-"));
const env = {
  ...process.env,
  VITE_PB_URL: `http://127.0.0.1:${pbPort}`,
  E2E_PB_PORT: String(pbPort),
  E2E_PREVIEW_PORT: String(previewPort),
  DIST_DIR: distDir,
  E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, "test-results", String(process.pid)),
};
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env, cwd: ROOT }).status ?? 1;

let status = run(bin("vite"), ["build", "--logLevel", "warn"]);
if (status === 0) status = run(bin("playwright"), ["test", ...process.argv.slice(2)]);
rmSync(distDir, { recursive: true, force: true });
process.exit(status);
