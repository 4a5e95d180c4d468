// Every stored picture in the sizes the app shows it at (issue 31, docs/images.md). Load inside a
// handler: require(`${__hooks}/core/image-sizes.js`).
//
// The app makes the sizes on the phone (src/lib/prepare-image.ts) and sends them with the picture:
// `img` (the largest) and `imgSizes` (the smaller widths and the link-preview JPEG). Here each file
// is checked (core/image-header.js: our WebP/JPEG, no metadata) and must be exactly one of the
// sizes of the table below, each once, and the files get the names the app's URLs assume:
//   img `<stem>_<largest>.<ext>`, imgSizes `<stem>_<width>.<ext>` and `<stem>_og.jpg`.
// The table repeats src/config/image-sizes.mjs (this VM cannot import it); tests/image-sizes.test.ts
// checks that both say the same.
const KINDS = {
  users: { kind: "avatar", widths: [72, 108, 168, 240], aspect: [1, 1] },
  socialing: { kind: "club", widths: [200, 300, 480, 800, 1200], aspect: [5, 3], og: [1200, 720] },
  bookReview: { kind: "cover", widths: [144, 216, 360, 540], aspect: [5, 7], og: [1200, 630] },
};
const PICTURE_MAX_SIDE = 1200;
const WRONG_SET = "사진을 올리지 못했어요. 앱을 새로 고친 뒤 사진을 다시 골라주세요.";

const heightFor = (spec, width) => Math.round((width * spec.aspect[1]) / spec.aspect[0]);
const largest = (spec) => spec.widths[spec.widths.length - 1];
const SIZED = /^(.+)_(\d+)\.(webp|jpg)$/;

function refuse(field, message) {
  return new BadRequestError(message, { [field]: new ValidationError("validation_image_sizes", message) });
}

/** The stored names of a sized `img` (null for a file stored before sizes existed). */
function namesOf(collection, img) {
  const spec = KINDS[collection];
  const m = spec && SIZED.exec(img || "");
  if (!m || Number(m[2]) !== largest(spec)) return null;
  const sizes = spec.widths.slice(0, -1).map((w) => `${m[1]}_${w}.${m[3]}`);
  return { stem: m[1], sizes, og: spec.og ? `${m[1]}_og.jpg` : "" };
}

/**
 * Checks an upload of `img` + `imgSizes` (PocketBase filesystem.File objects) for `collection`
 * and names the files (in place, before they are stored). Returns {img, sizes} (names). Throws a
 * Korean 400 for a picture that is not ours or a set that is not exactly the table's sizes.
 */
function nameSet(collection, img, sizes) {
  const spec = KINDS[collection];
  const header = require(`${__hooks}/core/image-header.js`);
  if (!img) throw refuse("img", WRONG_SET);
  const main = header.checkUpload(img, "img", collection);
  const files = [];
  for (let i = 0; i < sizes.length; i++) files.push(sizes[i]);
  const infos = files.map((f) => header.checkUpload(f, "imgSizes", collection));
  // Over the byte cap: PocketBase's own answer follows (validation_file_size_limit).
  if (!main || infos.indexOf(null) >= 0) return null;
  if (main.width !== largest(spec) || main.height !== heightFor(spec, main.width))
    throw refuse("img", WRONG_SET);
  const wanted = spec.widths
    .slice(0, -1)
    .map((w) => ({ w, h: heightFor(spec, w), format: main.format, tag: w }));
  if (spec.og) wanted.push({ w: spec.og[0], h: spec.og[1], format: "jpeg", tag: "og" });
  if (files.length !== wanted.length) throw refuse("imgSizes", WRONG_SET);
  const stem = `${spec.kind}_${$security.randomStringWithAlphabet(12, "abcdefghijklmnopqrstuvwxyz0123456789")}`;
  const ext = main.format === "jpeg" ? "jpg" : "webp";
  img.name = `${stem}_${largest(spec)}.${ext}`;
  infos.forEach((info, i) => {
    const slot = wanted.find(
      (s) => !s.file && s.w === info.width && s.h === info.height && s.format === info.format,
    );
    if (!slot) throw refuse("imgSizes", WRONG_SET);
    slot.file = files[i];
    files[i].name = slot.tag === "og" ? `${stem}_og.jpg` : `${stem}_${slot.tag}.${ext}`;
  });
  return { img: img.name, sizes: wanted.map((s) => s.file.name) };
}

/** `img` and `imgSizes` of a custom route's multipart request, as PocketBase files (none: nulls). */
function uploadedSet(c) {
  const form = c.multipartForm();
  const headers = (form && form.file) || {};
  const files = (key) => {
    const list = headers[key] || [];
    const out = [];
    for (let i = 0; i < list.length; i++) out.push($filesystem.fileFromMultipart(list[i]));
    return out;
  };
  return { img: files("img")[0] || null, sizes: files("imgSizes") };
}

const strings = (slice) => {
  const out = [];
  for (let i = 0; i < slice.length; i++) out.push(slice[i]);
  return out;
};

/**
 * `imgWas` (sent by `npm run images:migrate`): the picture the update replaces. When the member
 * changed it meanwhile, the update is refused (their new picture has its sizes already).
 */
function checkUnchanged(stored, data) {
  if (!data || data.imgWas === undefined) return;
  if (stored.getString("img") === String(data.imgWas)) return;
  const message = "사진이 그사이에 바뀌었어요.";
  throw new BadRequestError(message, { img: new ValidationError("validation_image_changed", message) });
}

/**
 * A records-API create/update of a collection with sizes (request hook `e`): checks and names the
 * uploaded set and sets `img`/`imgSizes` to it; a removed `img` takes its sizes along; otherwise
 * `imgSizes` stays as stored (clients cannot edit it). Returns the stored size files that are no
 * longer used (delete them once the save is done: deleteFiles).
 */
function storeUploaded(e) {
  const record = e.record;
  const collection = e.collection.name;
  const files = e.uploadedFiles || {};
  const img = files.img && files.img[0];
  const sizes = files.imgSizes || [];
  const original = record.isNew() ? null : record.originalCopy();
  const before = original ? strings(original.getStringSlice("imgSizes")) : [];
  if (original) checkUnchanged(original, $apis.requestInfo(e.httpContext).data);
  if (!img && !sizes.length) {
    record.set("imgSizes", record.getString("img") ? before : []);
    return record.getString("img") ? [] : before;
  }
  const names = nameSet(collection, img, sizes);
  if (!names) return [];
  record.set("img", names.img);
  record.set("imgSizes", names.sizes);
  return before;
}

/** Deletes files of `record` by name (after a save that replaced them). */
function deleteFiles(record, names) {
  if (!names || !names.length) return;
  const fs = $app.newFilesystem();
  try {
    for (const name of names) {
      try {
        fs.delete(`${record.baseFilesPath()}/${name}`);
      } catch (_) {
        // already gone
      }
    }
  } finally {
    fs.close();
  }
}

// The stored size files a save stops using, from the request's before hook to its after hook.
const UNUSED_SIZES = "chaekdongne.unusedSizes";

/** Before a records-API create or update (images.pb.js): storeUploaded, keeping what it frees. */
function beforeSave(e) {
  e.httpContext.set(UNUSED_SIZES, storeUploaded(e));
}

/** After a records-API update: the sizes of a replaced or removed picture go once the new one is saved. */
function afterUpdate(e) {
  deleteFiles(e.record, e.httpContext.get(UNUSED_SIZES));
}

module.exports = {
  KINDS,
  PICTURE_MAX_SIDE,
  heightFor,
  namesOf,
  nameSet,
  uploadedSet,
  checkUnchanged,
  storeUploaded,
  deleteFiles,
  beforeSave,
  afterUpdate,
  strings,
};
