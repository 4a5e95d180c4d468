/// <reference path="../pb_data/types.d.ts" />
// Issue 25: a review body's pictures are files of `images`, not data URLs inside the body
// (pb_hooks/review-body.js storeBody takes them out on every save and points the body at them).
// Only the server writes this field (pb_hooks/query-shapes.js does not let a client send it).
migrate(
  (db) => {
    const dao = new Dao(db);
    const review = dao.findCollectionByNameOrId("bookReview");
    review.schema.addField(
      new SchemaField({
        name: "images",
        type: "file",
        options: {
          maxSelect: 5,
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
