/// <reference path="../pb_data/types.d.ts" />
// Issue 25: lists never process a review body. `excerpt` holds the first 400 visible characters of
// `detail`, set on every save by pb_hooks/reviews.pb.js (pb_hooks/review-body.js excerptOf); list
// responses read it instead of the body (review-body.js forList). Reviews saved before this field
// existed get theirs on their first listing (excerptOfRecord), so no rule is written twice here.
migrate(
  (db) => {
    const dao = new Dao(db);
    const review = dao.findCollectionByNameOrId("bookReview");
    review.schema.addField(new SchemaField({ name: "excerpt", type: "text", options: { max: 2000 } }));
    dao.saveCollection(review);
  },
  (db) => {
    const dao = new Dao(db);
    const review = dao.findCollectionByNameOrId("bookReview");
    review.schema.removeField(review.schema.getFieldByName("excerpt").id);
    dao.saveCollection(review);
  },
);
