import { createServer } from "node:http";
import { startPocketBase, freePort } from "../../scripts/lib/pocketbase-server.mjs";
import { seed } from "../../scripts/seed.mjs";

// One throwaway PocketBase for the run (temp dir, repo migrations + hooks, seeded), plus a tiny
// control server so a test can stop/start/restart it: POST /stop, /start, /restart.
export default async function globalSetup() {
  const port = Number(process.env.E2E_PB_PORT);
  if (!port) throw new Error("Run e2e tests with `npm run test:e2e` (it sets E2E_PB_PORT and builds the app).");
  const server = await startPocketBase({ port });
  await seed(server.url, server.admin);

  const control = createServer(async (req, res) => {
    try {
      if (req.url === "/stop") await server.stopOnly();
      else if (req.url === "/start") await server.start();
      else if (req.url === "/restart") await server.restart(300);
      else throw new Error(`unknown ${req.url}`);
      res.end("ok");
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));

  process.env.E2E_PB_URL = server.url;
  process.env.E2E_PB_CONTROL = `http://127.0.0.1:${controlPort}`;
  process.env.E2E_ADMIN_EMAIL = server.admin.email;
  process.env.E2E_ADMIN_PASSWORD = server.admin.password;

  return async () => {
    control.close();
    await server.stop();
  };
}
