// `npm run images:migrate` (issue 31, docs/deployment.md "Pictures stored before sizes"): brings
// every avatar, club photo and review cover stored before pictures had sizes (one full-size file,
// PocketBase's thumbnails) to the sizes the app shows, as the app would have made them: upright,
// cut, shrunk and encoded (scripts/lib/image-sizes.mjs, the same table and qualities), metadata
// (GPS) gone, and the link-preview JPEG.
//   The server as backup/restore find it: PB_URL, else 127.0.0.1:PB_PORT, else the stack running on
//   CHAEKDONGNE_DATA_DIR (its PocketBase moves between PB_PORT and PB_PORT + 1 across deploys).
//   PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD; `-- --dry-run` lists what it would change.
// Safe on a live server and to run again: one record at a time through the admin API (no
// downtime, nothing locked for long); a record whose picture already has its sizes is skipped;
// every update names the file it replaces (`imgWas`) and the server refuses it if the member
// changed the picture in between (their new one has sizes already). Body pictures of reviews are
// left as they are: they were already made on the phone (at most 1200 px, no metadata).
import PocketBase from "pocketbase";
import { IMAGE_KINDS, appendImageSet, imageSet } from "./lib/image-sizes.mjs";
import { ConfigError, opsConfig, pocketBaseUrl } from "./lib/ops-config.mjs";

let config;
try {
  config = opsConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`설정이 잘못됐어요. ${error.message}`);
  process.exit(2);
}
const PB_URL = pocketBaseUrl(config);
const DRY_RUN = process.argv.includes("--dry-run");

/** The names a sized picture has (pb_hooks/core/image-sizes.js namesOf), or null for an old one. */
function sizedNames(spec, img) {
  const largest = spec.widths.at(-1);
  const m = /^(.+)_(\d+)\.(webp|jpg)$/.exec(img);
  if (!m || Number(m[2]) !== largest) return null;
  return [
    ...spec.widths.slice(0, -1).map((w) => `${m[1]}_${w}.${m[3]}`),
    ...(spec.og ? [`${m[1]}_og.jpg`] : []),
  ];
}

async function migrateCollection(pb, kind, spec, counts) {
  let last = "";
  for (;;) {
    const page = await pb.collection(spec.collection).getList(1, 100, {
      filter: pb.filter("img != '' && id > {:last}", { last }),
      sort: "id",
      fields: "id,collectionId,collectionName,img,imgSizes",
      skipTotal: true,
    });
    for (const record of page.items) {
      last = record.id;
      const wanted = sizedNames(spec, record.img);
      if (wanted && wanted.every((name) => record.imgSizes?.includes(name))) {
        counts.sized++;
        continue;
      }
      const label = `${spec.collection}/${record.id} ${record.img}`;
      if (DRY_RUN) {
        console.log(`would resize ${label}`);
        counts.converted++;
        continue;
      }
      try {
        const res = await fetch(
          `${PB_URL}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(record.img)}`,
          {
            headers: { Authorization: pb.authStore.token },
          },
        );
        if (!res.ok) throw new Error(`download ${res.status}`);
        const set = await imageSet(kind, Buffer.from(await res.arrayBuffer()));
        const form = appendImageSet(new FormData(), set);
        form.append("imgWas", record.img);
        await pb.collection(spec.collection).update(record.id, form);
        counts.converted++;
        console.log(`resized ${label}`);
      } catch (error) {
        const changed = error?.response?.data?.img?.code === "validation_image_changed";
        if (changed) counts.changed++;
        else counts.failed++;
        console.log(
          `${changed ? "changed meanwhile, skipped" : "FAILED"} ${label}: ${error?.message ?? error}`,
        );
      }
    }
    if (page.items.length < 100) return;
  }
}

async function main() {
  const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = config.env;
  if (!email || !password) {
    console.error("PB_ADMIN_EMAIL와 PB_ADMIN_PASSWORD가 필요해요 (an admin of the server at PB_URL).");
    process.exit(2);
  }
  const pb = new PocketBase(PB_URL);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(email, password);
  const counts = { converted: 0, sized: 0, changed: 0, failed: 0 };
  for (const [kind, spec] of Object.entries(IMAGE_KINDS)) await migrateCollection(pb, kind, spec, counts);
  console.log(
    `${DRY_RUN ? "Would resize" : "Resized"} ${counts.converted}, already sized ${counts.sized}, ` +
      `changed by their member meanwhile ${counts.changed}, failed ${counts.failed} (${PB_URL})`,
  );
  process.exit(counts.failed ? 1 : 0);
}

await main();
