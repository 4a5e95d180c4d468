// `npm run test:prod`: the smoke suite (e2e/prod) against the production stack: one build, one
// PocketBase, Caddy over HTTPS with its local CA. Chromium trusts that CA by its key
// (--ignore-certificate-errors-spki-list), so service workers register as on a real domain.
// A loopback control endpoint lets e2e/prod/deploy.spec.ts deploy a second build mid-test.
import { X509Certificate } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { randomBytes, createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { ROOT, freePort } from "./lib/pocketbase-server.mjs";
import { buildSite, startProdStack } from "./lib/prod-stack.mjs";
import { seed } from "./seed.mjs";

const work = mkdtempSync(path.join(tmpdir(), "chaekdongne-prod-"));
const dirs = {
  build: path.join(work, "build-1"),
  next: path.join(work, "build-2"),
  site: path.join(work, "site"),
};
const [httpsPort, httpPort, pbPort, controlPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const siteOrigin = `https://localhost:${httpsPort}`;
const admin = { email: "admin@chaekdongne.local", password: randomBytes(12).toString("hex") };

// 카카오 sign-in configured as an operator does (pb_hooks/oauth2.pb.js): the smoke suite checks the
// button and the redirect (it never reaches Kakao: there is no internet here).
process.env.KAKAO_CLIENT_ID ??= "kakao-rest-api-key-prod-smoke";

let stack;
let status = 1;
let control;
try {
  if (buildSite({ siteOrigin, distDir: dirs.build }) !== 0) throw new Error("build failed");
  cpSync(dirs.build, dirs.site, { recursive: true });
  stack = await startProdStack({
    siteOrigin,
    distDir: dirs.site,
    dataDir: path.join(work, "pb_data"),
    pbPort,
    caddyHome: path.join(work, "caddy"),
    httpPort,
    admin,
  });
  await seed(stack.pb.url, admin);

  // A deploy as an operator does it: a new build replaces every file, then the server restarts.
  let deploys = 0;
  control = createServer(async (req, res) => {
    try {
      if (req.method !== "POST" || req.url !== "/deploy") throw new Error("unknown");
      const salt = `deploy${++deploys}`;
      if (buildSite({ siteOrigin, distDir: dirs.next, env: { BUILD_SALT: salt } }) !== 0)
        throw new Error("build failed");
      for (const name of readdirSync(dirs.site))
        rmSync(path.join(dirs.site, name), { recursive: true, force: true });
      cpSync(dirs.next, dirs.site, { recursive: true });
      await stack.caddy.restart();
      res.end(salt);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise((resolve) => control.listen(controlPort, "127.0.0.1", resolve));

  const pki = path.join(work, "caddy", "data", "caddy", "pki", "authorities", "local");
  const spki = ["root.crt", "intermediate.crt"].map((f) =>
    createHash("sha256")
      .update(
        new X509Certificate(readFileSync(path.join(pki, f))).publicKey.export({
          type: "spki",
          format: "der",
        }),
      )
      .digest("base64"),
  );
  const env = {
    ...process.env,
    PROD_SITE_URL: siteOrigin,
    PROD_CA_SPKI: spki.join(","),
    // Playwright's own HTTP client (the `request` fixture) trusts the same local CA.
    NODE_EXTRA_CA_CERTS: path.join(pki, "root.crt"),
    PROD_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
    E2E_PB_URL: stack.pb.url,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.join(ROOT, "test-results", `prod-${process.pid}`),
  };
  const playwright = path.join(ROOT, "node_modules", ".bin", "playwright");
  // Not spawnSync: this process must stay free to answer the deploy requests meanwhile.
  const run = spawn(playwright, ["test", "--config", "playwright.prod.config.ts", ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: "inherit",
    env,
  });
  status = await new Promise((resolve) => run.once("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  control?.close();
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
