/// <reference path="../pb_data/types.d.ts" />
// Core Web Vitals from real visits (collection "vitals", create-only for everyone).
// Every value is checked and the route reduced to one of the app's patterns; each page load may
// add one row per metric and each client address only so many rows per rolling minute
// (pb_hooks/vitals/lib.js; counters in memory, IP addresses and page-load ids never stored).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const vitals = require(`${__hooks}/vitals/lib.js`);
  vitals.normalize(e.record);
  if (e.httpContext.get("admin")) return;
  const verdict = vitals.allowRow(e.httpContext, e.record.getString("name"), vitals.loadIdOf(e.httpContext));
  if (verdict === "copy") throw new BadRequestError("이미 보낸 측정값이에요.");
  if (verdict !== "ok") throw new ApiError(429, "잠시 후 다시 시도해주세요.", {});
}, "vitals");
