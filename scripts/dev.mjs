// `npm run dev`: PocketBase (migrated, hooks loaded, seeded once) + the push sender + Vite, one command.
// If a server already answers at VITE_PB_URL (e.g. `docker compose up`), only Vite starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { DEV_ADMIN, ROOT, isHealthy, startPocketBase } from "./lib/pocketbase-server.mjs";
import { startMaildev } from "./lib/maildev.mjs";
import { startPushSender } from "./lib/push-sender.mjs";
import { seed } from "./seed.mjs";

const PB_URL = process.env.VITE_PB_URL ?? "http://127.0.0.1:8090";
let server;
let mail;
let sender;

if (await isHealthy(PB_URL)) {
  console.log(`[dev] Using the PocketBase already running at ${PB_URL}`);
} else {
  const port = Number(new URL(PB_URL).port || 8090);
  // Mail (비밀번호 찾기) goes to a local maildev: read it at http://127.0.0.1:1080.
  mail = await startMaildev({ smtpPort: 1025, webPort: 1080 }).catch((error) => {
    console.warn(`[dev] maildev did not start (${error.message}): e-mail is off`);
    return undefined;
  });
  const appUrl = "http://127.0.0.1:5173";
  server = await startPocketBase({
    dataDir: path.join(ROOT, "pb_data"),
    port,
    // The landing page offers the seeded demo account (pb_hooks/accounts/demo.js).
    extraEnv: { ...mail?.env, APP_URL: appUrl, CHAEKDONGNE_DEMO: "1" },
    watchHooks: true,
  });
  if (mail) console.log(`[dev] E-mail goes to maildev: ${mail.url}`);
  console.log(`[dev] PocketBase 0.22.20 at ${server.url} (data in pb_data/)`);
}

try {
  const result = await seed(PB_URL);
  console.log(result.seeded ? "[dev] Seeded the Korean demo content" : "[dev] Demo content already present");
} catch (error) {
  console.warn(`[dev] Could not seed (${error.message}). Is the admin ${DEV_ADMIN.email} set up?`);
}
// Web Push: the sender beside PocketBase (its account and keys are in pb_data/push/, also when
// PocketBase runs in `docker compose up`, which mounts ./pb_data). Pushes go to the browsers' own
// push services, so they need the internet; the service worker (and so push) exists in builds only.
sender = startPushSender({ pbUrls: [PB_URL], dataDir: path.join(ROOT, "pb_data"), quiet: false });
console.log(`[dev] Admin UI: ${PB_URL}/_/  login ${DEV_ADMIN.email} / ${DEV_ADMIN.password}`);
console.log("[dev] Demo member: test1@chaekdongne.kr / test1234!");

const vite = spawn(path.join(ROOT, "node_modules", ".bin", "vite"), [], {
  stdio: "inherit",
  env: { ...process.env, VITE_PB_URL: PB_URL },
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  vite.kill("SIGTERM");
  await sender?.stop();
  await server?.stopOnly();
  await mail?.stop();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
vite.on("exit", (code) => shutdown(code ?? 0));
