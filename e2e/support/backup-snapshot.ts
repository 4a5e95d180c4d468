import { createHash } from "node:crypto";
import { expect } from "@playwright/test";
import PocketBase from "pocketbase";

// What a restore must bring back (docs/deployment.md "Backups"): every record of every collection
// and the bytes of every uploaded file, read as an admin of the server at `url`.
export const sha = (b: ArrayBuffer | Buffer) =>
  createHash("sha256")
    .update(Buffer.isBuffer(b) ? b : Buffer.from(b))
    .digest("hex");

export interface Snapshot {
  records: Record<string, unknown[]>;
  files: Record<string, string>;
}

export async function snapshot(url: string, admin: { email: string; password: string }): Promise<Snapshot> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(admin.email, admin.password);
  const records: Record<string, unknown[]> = {};
  const fileFields: Record<string, string[]> = {};
  for (const c of await pb.collections.getFullList()) {
    if (c.type === "view") continue;
    records[c.name] = await pb.collection(c.name).getFullList({ sort: "id" });
    fileFields[c.name] = c.schema.filter((f) => f.type === "file").map((f) => f.name);
  }
  const token = await pb.files.getToken();
  const files: Record<string, string> = {};
  // Every file field (a picture, its stored sizes, a review's body pictures), every file of it.
  for (const [name, rows] of Object.entries(records)) {
    for (const row of rows as ({ id: string; collectionId: string } & Record<string, unknown>)[]) {
      for (const field of fileFields[name]) {
        const value = row[field];
        for (const file of Array.isArray(value) ? (value as string[]) : value ? [value as string] : []) {
          // File URLs name the collection by id, as the app's do (pb_hooks/core/routes.js).
          const res = await fetch(`${url}/api/files/${row.collectionId}/${row.id}/${file}?token=${token}`);
          expect(res.status, `${name}/${row.id}/${file}`).toBe(200);
          files[`${name}/${row.id}/${file}`] = sha(await res.arrayBuffer());
        }
      }
    }
  }
  return { records, files };
}

/** The restored server holds exactly what the backup's server held. */
export function expectSameData(after: Snapshot, before: Snapshot) {
  expect(Object.keys(after.records).sort()).toEqual(Object.keys(before.records).sort());
  for (const name of Object.keys(before.records))
    expect(after.records[name], name).toEqual(before.records[name]);
  expect(after.files).toEqual(before.files);
}
