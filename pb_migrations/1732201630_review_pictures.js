/// <reference path="../pb_data/types.d.ts" />
// Issue 25: a review body's pictures are files of `images`, not data URLs inside the body: the app
// sends them as files and pb_hooks/review-body.js storeBody points the body at them, keeping only
// the files the body shows. maxSize is review-body.js LIMITS.maxImageBytes; maxSelect leaves room
// for an edit that keeps 5 pictures and sends 5 new ones (the body may show 5).
migrate(
  (db) => {
    const dao = new Dao(db);
    const review = dao.findCollectionByNameOrId("bookReview");
    review.schema.addField(
      new SchemaField({
        name: "images",
        type: "file",
        options: {
          maxSelect: 10,
          maxSize: 200000,
          mimeTypes: [
            "image/png",
            "image/jpeg",
            "image/gif",
            "image/webp",
            "image/bmp",
            "image/x-icon",
            "image/vnd.microsoft.icon",
          ],
          thumbs: [],
          protected: false,
        },
      }),
    );
    dao.saveCollection(review);
  },
  (db) => {
    const dao = new Dao(db);
    const review = dao.findCollectionByNameOrId("bookReview");
    review.schema.removeField(review.schema.getFieldByName("images").id);
    dao.saveCollection(review);
  },
);
