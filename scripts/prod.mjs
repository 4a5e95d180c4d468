// `npm run prod`: the production stack on this machine, one command (docs/deployment.md).
// Builds the SPA for SITE_ADDRESS, then runs PocketBase (loopback only, data in PB_DATA_DIR)
// behind Caddy (deploy/Caddyfile) with TLS from Caddy's local CA. `--no-build` reuses dist/.
import path from "node:path";
import { ROOT } from "./lib/pocketbase-server.mjs";
import { buildSite, startProdStack } from "./lib/prod-stack.mjs";

const siteOrigin = new URL(process.env.SITE_ADDRESS ?? "https://localhost:8443").origin;
const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? "dist");
const dataDir = path.resolve(ROOT, process.env.PB_DATA_DIR ?? "pb_data_prod");
const pbPort = Number(process.env.PB_PORT ?? 8091);
const caddyHome = path.resolve(ROOT, process.env.CADDY_HOME ?? ".caddy");
// The first admin comes from the environment once; there is no default password.
const admin =
  process.env.PB_ADMIN_EMAIL && process.env.PB_ADMIN_PASSWORD
    ? { email: process.env.PB_ADMIN_EMAIL, password: process.env.PB_ADMIN_PASSWORD }
    : null;

if (!process.argv.includes("--no-build")) {
  console.log(`[prod] building for ${siteOrigin}`);
  if (buildSite({ siteOrigin, distDir }) !== 0) process.exit(1);
}

const stack = await startProdStack({
  siteOrigin,
  distDir,
  dataDir,
  pbPort,
  caddyHome,
  httpPort: Number(process.env.HTTP_PORT ?? 8080),
  admin,
  quiet: false,
});
console.log(
  `[prod] 책동네 at ${siteOrigin} (PocketBase 127.0.0.1:${pbPort}, data in ${path.relative(ROOT, dataDir)}/)`,
);
console.log(`[prod] Admin UI (this machine only): http://127.0.0.1:${pbPort}/_/`);
console.log(`[prod] Push sender running (account and VAPID keys in ${path.relative(ROOT, dataDir)}/push/)`);
if (!admin)
  console.log(
    "[prod] No admin yet? Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD once, or see docs/deployment.md.",
  );
console.log(`[prod] Local CA root to trust in a browser: ${stack.caddy.rootCertificate}`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
