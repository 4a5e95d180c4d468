/// <reference path="../pb_data/types.d.ts" />
// Review checks the schema cannot express (rules in pb_migrations/1732200000_schema.js: anyone reads,
// members create as themselves, only the writer edits/deletes). Stored HTML is sanitized when rendered.
// The body's caps and its pictures (stored as files of `images`): pb_hooks/reviews/body.js.
// The title search route is a row of pb_hooks/core/routes.js (reviews/lib.js searchReviews).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  // Pictures out of the body first: the other checks then read text, not megabytes of base64.
  require(`${__hooks}/reviews/body.js`).storeBody(e);
  require(`${__hooks}/reviews/lib.js`).checkReview(e.record);
  // The cover and its sizes: images.pb.js.
}, "bookReview");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = require(`${__hooks}/reviews/body.js`).storeBody(e);
  require(`${__hooks}/reviews/lib.js`).checkReview(e.record);
  e.httpContext.set("chaekdongne.unusedPictures", unused);
}, "bookReview");

// Pictures taken out of the body by this edit are deleted once it is saved.
onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/reviews/body.js`).deletePictures(
    e.record,
    e.httpContext.get("chaekdongne.unusedPictures"),
  );
}, "bookReview");

// Every save, whatever the path (API, admin UI, seed): the excerpt lists show instead of the body.
onModelBeforeCreate((e) => {
  e.model.set("excerpt", require(`${__hooks}/reviews/body.js`).excerptOf(e.model.getString("detail")));
}, "bookReview");

onModelBeforeUpdate((e) => {
  e.model.set("excerpt", require(`${__hooks}/reviews/body.js`).excerptOf(e.model.getString("detail")));
}, "bookReview");
