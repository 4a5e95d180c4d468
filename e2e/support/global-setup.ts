import { startPocketBase } from "../../scripts/lib/pocketbase-server.mjs";
import { startMaildev } from "../../scripts/lib/maildev.mjs";
import { startPushSender } from "../../scripts/lib/push-sender.mjs";
import { seed } from "../../scripts/seed.mjs";
import { startMockPushService } from "./push";
import { TEST_SERVER_ENV } from "./test-server-env";

// One throwaway PocketBase for the run (temp dir, repo migrations + hooks, seeded), sending its
// e-mail to a local maildev (read by tests through E2E_MAILDEV_URL) and its Web Push, through the
// real sender process, to a local mock push service (E2E_PUSH_URL, e2e/support/push.ts). Tests never stop the
// server (two workers share it): see docs/architecture.md for how to simulate an outage.
export default async function globalSetup() {
  const port = Number(process.env.E2E_PB_PORT);
  if (!port)
    throw new Error("Run e2e tests with `npm run test:e2e` (it sets E2E_PB_PORT and builds the app).");
  // The shared server serves every test from 127.0.0.1: its per-address limits are raised here;
  // e2e/abuse-limits.spec.ts checks the production defaults on a private server.
  const mail = await startMaildev();
  const push = await startMockPushService();
  const pushEnv = { CHAEKDONGNE_PUSH_ORIGINS: push.url };
  const appUrl = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`;
  const server = await startPocketBase({
    port,
    // The admin-only member and session routes of scripts/bench-hooks/bench/members.js: createMember
    // and loginAs skip a bcrypt hash or comparison per member (E2E_BENCH_ROUTES below).
    benchHooks: true,
    // Seeded below, like `npm run dev`: the landing page offers the demo account.
    extraEnv: { ...TEST_SERVER_ENV, ...mail.env, ...pushEnv, APP_URL: appUrl, CHAEKDONGNE_DEMO: "1" },
  });
  const sender = startPushSender({ pbUrls: [server.url], dataDir: server.dataDir, env: pushEnv });
  await seed(server.url, server.admin);

  process.env.E2E_PB_URL = server.url;
  process.env.E2E_ADMIN_EMAIL = server.admin.email;
  process.env.E2E_ADMIN_PASSWORD = server.admin.password;
  process.env.E2E_MAILDEV_URL = mail.url;
  process.env.E2E_PUSH_URL = push.url;
  process.env.E2E_BENCH_ROUTES = "1";

  return async () => {
    await sender.stop();
    await server.stop();
    await mail.stop();
    await push.stop();
  };
}
