// `npm run backup` (docs/deployment.md): PocketBase's own backup (a zip of pb_data: database and
// uploaded files) through its admin API on the loopback address, downloaded off the server's data dir.
//   PB_URL (default http://127.0.0.1:8091, the `npm run prod` PocketBase), PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD
//   backup:  creates a backup on the server and downloads it into BACKUP_DIR (default backups/)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import PocketBase from "pocketbase";
import { ROOT } from "./lib/pocketbase-server.mjs";

const url = process.env.PB_URL ?? "http://127.0.0.1:8091";
const [command] = process.argv.slice(2);
if (!process.env.PB_ADMIN_EMAIL || !process.env.PB_ADMIN_PASSWORD) {
  console.error("Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD (an admin of the server at PB_URL).");
  process.exit(2);
}
const pb = new PocketBase(url);
pb.autoCancellation(false);
await pb.admins.authWithPassword(process.env.PB_ADMIN_EMAIL, process.env.PB_ADMIN_PASSWORD);

if (command === "backup") {
  const name = `chaekdongne-${new Date().toISOString().replace(/[:.]/g, "-")}.zip`.toLowerCase();
  await pb.backups.create(name);
  const token = await pb.files.getToken();
  const res = await fetch(pb.backups.getDownloadUrl(token, name));
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const dir = path.resolve(ROOT, process.env.BACKUP_DIR ?? "backups");
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, name);
  writeFileSync(out, Buffer.from(await res.arrayBuffer()));
  console.log(`[backup] ${out}`);
} else {
  console.error("usage: npm run backup");
  process.exit(2);
}
