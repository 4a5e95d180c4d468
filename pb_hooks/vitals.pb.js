/// <reference path="../pb_data/types.d.ts" />
// Core Web Vitals from real visits (collection "vitals", create-only for everyone).
// Every value is checked and the route reduced to one of the app's patterns, and each client
// address may add only so many rows per rolling minute (pb_hooks/vitals/lib.js; counters in
// memory, IP addresses never stored).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const vitals = require(`${__hooks}/vitals/lib.js`);
  vitals.normalize(e.record);
  if (e.httpContext.get("admin")) return;
  if (!vitals.allowRow(e.httpContext)) throw new ApiError(429, "잠시 후 다시 시도해 주세요.", {});
}, "vitals");
