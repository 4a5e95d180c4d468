// The VAPID key pair (RFC 8292) that identifies this server to push services. Made on the first
// start and kept with the data (<data dir>/push/vapid.json, mode 600; PocketBase's backups carry it
// with the database, so a restored server still reaches the devices it knew). Never in the repo.
// PocketBase reads the public half from the same file (pb_hooks/push/routes.js, GET /push/key).
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";

export function vapidFile(dataDir) {
  return path.join(dataDir, "push", "vapid.json");
}

function read(file) {
  try {
    const keys = JSON.parse(readFileSync(file, "utf8"));
    return typeof keys.publicKey === "string" && typeof keys.privateKey === "string" ? keys : null;
  } catch {
    return null;
  }
}

/** The stored keys, or new ones stored first (a second process starting at once keeps the first's). */
export function loadVapidKeys(dataDir) {
  const file = vapidFile(dataDir);
  const stored = read(file);
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey, created: false };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  try {
    linkSync(temp, file); // fails if the file appeared meanwhile: that one wins
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temp);
  }
  const keys = read(file);
  if (!keys) throw new Error(`unreadable VAPID keys in ${file}`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, created: true };
}
