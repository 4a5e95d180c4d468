import { startPocketBase } from "../../scripts/lib/pocketbase-server.mjs";
import { seed } from "../../scripts/seed.mjs";
import { TEST_SERVER_ENV } from "./test-server-env";

// One throwaway PocketBase for the run (temp dir, repo migrations + hooks, seeded). Tests never
// stop it (two workers share it): see docs/architecture.md for how to simulate an outage.
export default async function globalSetup() {
  const port = Number(process.env.E2E_PB_PORT);
  if (!port) throw new Error("Run e2e tests with `npm run test:e2e` (it sets E2E_PB_PORT and builds the app).");
  // The shared server serves every test from 127.0.0.1: its per-address limits are raised here;
  // e2e/abuse-limits.spec.ts checks the production defaults on a private server.
  const server = await startPocketBase({ port, env: TEST_SERVER_ENV });
  await seed(server.url, server.admin);

  process.env.E2E_PB_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = server.admin.email;
  process.env.E2E_ADMIN_PASSWORD = server.admin.password;

  return async () => {
    await server.stop();
  };
}
