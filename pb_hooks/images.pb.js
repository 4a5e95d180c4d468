/// <reference path="../pb_data/types.d.ts" />
// Pictures with their sizes through the records API (issue 31, core/image-sizes.js): review covers
// (members), club photos of any club an admin writes (the demo seed, `npm run images:migrate`).
// Clubs made by members (POST /api/clubs, clubs/create.js) and avatars (accounts/lib.js) check and
// name the same way in their routes.

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = require(`${__hooks}/core/image-sizes.js`).storeUploaded(e);
  e.httpContext.set("chaekdongne.unusedSizes", unused);
}, "socialing");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = require(`${__hooks}/core/image-sizes.js`).storeUploaded(e);
  e.httpContext.set("chaekdongne.unusedSizes", unused);
}, "socialing");

// The sizes of a replaced or removed picture go once the new one is saved.
onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = e.httpContext.get("chaekdongne.unusedSizes");
  require(`${__hooks}/core/image-sizes.js`).deleteFiles(e.record, unused);
}, "socialing");

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = require(`${__hooks}/core/image-sizes.js`).storeUploaded(e);
  e.httpContext.set("chaekdongne.unusedSizes", unused);
}, "bookReview");

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = require(`${__hooks}/core/image-sizes.js`).storeUploaded(e);
  e.httpContext.set("chaekdongne.unusedSizes", unused);
}, "bookReview");

// The sizes of a replaced or removed picture go once the new one is saved.
onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const unused = e.httpContext.get("chaekdongne.unusedSizes");
  require(`${__hooks}/core/image-sizes.js`).deleteFiles(e.record, unused);
}, "bookReview");
