/// <reference path="../pb_data/types.d.ts" />
// Pictures with their sizes through the records API (issue 31, core/image-sizes.js): review covers
// (members), club photos of any club an admin writes (the demo seed, `npm run images:migrate`).
// Clubs made by members (POST /api/clubs, clubs/create.js) and avatars (accounts/lib.js) check and
// name the same way in their routes.

// One set of hooks for every collection whose pictures go through the records API. prettier-ignore
// keeps each registration in the one-line form tests/pb-hooks-gate.test.ts reads (Prettier breaks
// a call whose function argument is followed by more than one other).

// prettier-ignore
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/image-sizes.js`).beforeSave(e);
}, "socialing", "bookReview");

// prettier-ignore
onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/image-sizes.js`).beforeSave(e);
}, "socialing", "bookReview");

// prettier-ignore
onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/image-sizes.js`).afterUpdate(e);
}, "socialing", "bookReview");
