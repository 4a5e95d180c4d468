/// <reference path="../pb_data/types.d.ts" />
// Per-member write budgets on the records API (pb_hooks/core/budgets.js; the custom routes spend theirs
// inside their own transactions). docs/security.md "Abuse budgets".

// Every collection passes through; spendForRecord spends only for reviews, comments and messages.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/budgets.js`).spendForRecord(e.httpContext, e.collection.name, "create");
});

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/budgets.js`).spendForRecord(e.httpContext, e.collection.name, "update");
});

// A write refused after its budget was spent (a check in another hook, a failed insert) gives it back.
onBeforeApiError((e) => {
  require(`${__hooks}/core/budgets.js`).refundOnError(e.httpContext);
});

cronAdd("budgets-sweep", "17 * * * *", () => {
  require(`${__hooks}/core/budgets.js`).sweep();
});
