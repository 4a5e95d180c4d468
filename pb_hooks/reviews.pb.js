/// <reference path="../pb_data/types.d.ts" />
// Review checks the schema cannot express (rules in pb_migrations/1732200000_schema.js: anyone reads,
// members create as themselves, only the writer edits/deletes). Stored HTML is sanitized when rendered.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  require(`${__hooks}/reviews-lib.js`).checkReview(e.record);
}, "bookReview");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  require(`${__hooks}/reviews-lib.js`).checkReview(e.record);
}, "bookReview");
