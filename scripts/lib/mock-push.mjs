// A local Web Push service for the tests (npm `web-push-testing`): it hands out subscriptions like a
// browser's push service, checks each push's VAPID signature, decrypts it (RFC 8291) and keeps the
// text, so a test reads exactly what a phone would get (e2e/support/push.ts reads it). The e2e
// suite's shared server (e2e/support/global-setup.ts) and npm run test:prod (scripts/e2e-prod.mjs)
// start one and allow its origin (CHAEKDONGNE_PUSH_ORIGINS).
import { createRequire } from "node:module";
import { freePort } from "./pocketbase-server.mjs";

const require = createRequire(import.meta.url);

/** @returns {Promise<{ url: string; stop: () => Promise<void> }>} */
export async function startMockPushService() {
  const Server = require("web-push-testing/src/server.js");
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {}; // its "Server running on port …", once listening
  server.startServer();
  // Its endpoints say localhost.
  const url = `http://localhost:${port}`;
  try {
    for (let i = 0; i < 100 && !(await fetch(`${url}/status`, { method: "POST" }).catch(() => null))?.ok; i++)
      await new Promise((r) => setTimeout(r, 50));
  } finally {
    console.log = log;
  }
  return {
    url,
    stop: () => new Promise((resolve) => server._server.close(() => resolve())),
  };
}
