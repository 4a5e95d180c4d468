/// <reference path="../pb_data/types.d.ts" />
// Link previews (issue 27, pb_hooks/link-preview.js): the card's image at a crawler's size. Club
// photos keep their 5:3 (1200x720), review covers their 5:7 (600x840). PocketBase 0.22 makes
// thumbnails of JPEG, PNG and GIF files only; WebP uploads (what the app sends) are served as they are.
const SIZES = { socialing: "1200x720", bookReview: "600x840" };

function setThumb(dao, name, size, add) {
  const collection = dao.findCollectionByNameOrId(name);
  const field = collection.schema.getFieldByName("img");
  const thumbs = [];
  for (let i = 0; i < (field.options.thumbs || []).length; i++) {
    if (field.options.thumbs[i] !== size) thumbs.push(field.options.thumbs[i]);
  }
  if (add) thumbs.push(size);
  field.options.thumbs = thumbs;
  dao.saveCollection(collection);
}

migrate(
  (db) => {
    const dao = new Dao(db);
    for (const name in SIZES) setThumb(dao, name, SIZES[name], true);
  },
  (db) => {
    const dao = new Dao(db);
    for (const name in SIZES) setThumb(dao, name, SIZES[name], false);
  },
);
