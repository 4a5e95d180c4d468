// `node push-sender/main.mjs`: the push sender beside PocketBase (npm run dev, npm run prod and the
// Docker stack start it; docs/deployment.md "The push sender").
//   PB_URL                     PocketBase, or several to try in turn (comma-separated)
//   PB_DATA_DIR                PocketBase's data dir: the VAPID keys live there (<dir>/push/vapid.json)
//   CHAEKDONGNE_PUSH_ACCOUNT_FILE  the sender's admin account PocketBase writes (default <dir>/push/sender.json)
//   CHAEKDONGNE_PUSH_SUBJECT   the contact push services see (mailto: or https:), default APP_URL
//   CHAEKDONGNE_PUSH_ORIGINS   non-https push services to allow too (tests: the local mock)
import { startSender } from "./sender.mjs";

const env = process.env;
const appUrl = env.APP_URL && env.APP_URL.startsWith("https://") ? env.APP_URL : "";
const sender = await startSender({
  pbUrls: (env.PB_URL ?? "http://127.0.0.1:8090")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
  dataDir: env.PB_DATA_DIR ?? "pb_data",
  subject: env.CHAEKDONGNE_PUSH_SUBJECT || appUrl || "mailto:push@chaekdongne.kr",
  extraOrigins: (env.CHAEKDONGNE_PUSH_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
});

const stop = async () => {
  await sender.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
