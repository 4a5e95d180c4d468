/// <reference path="../pb_data/types.d.ts" />
// Issue 31 (docs/images.md): every stored picture exists in the sizes the app shows it at, made on
// the phone (src/config/image-sizes.mjs). `img` holds the largest; the new `imgSizes` the smaller
// ones and the link-preview JPEG, named after it (the hooks check and name them). Uploads are the
// app's own WebP or JPEG only, at most 1 MB a file (a 1200x720 photo is ~50-250 KB); files stored
// before keep being served (PocketBase's thumbnails stay listed for them) until
// `npm run images:migrate` has brought them to the same sizes.
const TYPES = ["image/jpeg", "image/webp"];
const MAX_BYTES = 1048576;
// Room for the smaller widths and the link-preview JPEG twice over: a records-API update that
// replaces a picture lists the old sizes and the new ones until the hook keeps the new ones only.
const SIZE_FILES = { users: 6, socialing: 10, bookReview: 8 };

migrate(
  (db) => {
    const dao = new Dao(db);
    for (const name in SIZE_FILES) {
      const collection = dao.findCollectionByNameOrId(name);
      const img = collection.schema.getFieldByName("img");
      img.options.mimeTypes = TYPES;
      img.options.maxSize = MAX_BYTES;
      collection.schema.addField(
        new SchemaField({
          name: "imgSizes",
          type: "file",
          options: {
            maxSelect: SIZE_FILES[name],
            maxSize: MAX_BYTES,
            mimeTypes: TYPES,
            thumbs: [],
            protected: false,
          },
        }),
      );
      if (name === "bookReview") collection.schema.getFieldByName("images").options.mimeTypes = TYPES;
      dao.saveCollection(collection);
    }
  },
  (db) => {
    const dao = new Dao(db);
    const before = ["image/jpeg", "image/png", "image/webp", "image/gif"];
    for (const name in SIZE_FILES) {
      const collection = dao.findCollectionByNameOrId(name);
      const img = collection.schema.getFieldByName("img");
      img.options.mimeTypes = before;
      img.options.maxSize = 5242880;
      collection.schema.removeField(collection.schema.getFieldByName("imgSizes").id);
      if (name === "bookReview")
        collection.schema.getFieldByName("images").options.mimeTypes = before.concat([
          "image/bmp",
          "image/x-icon",
          "image/vnd.microsoft.icon",
        ]);
      dao.saveCollection(collection);
    }
  },
);
