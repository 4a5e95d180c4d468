/// <reference path="../pb_data/types.d.ts" />
// Core Web Vitals from real visits (collection "vitals", create-only for everyone).
// Validates each row on the server and caps how many rows a client (and everyone together) may
// add per rolling minute (pb_hooks/abuse-limits.js: in memory; IP addresses are never stored).

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  const r = e.record;
  const name = r.getString("name");
  const value = r.getFloat("value");
  const max = name === "CLS" ? 10 : 600000;
  if (!isFinite(value) || value < 0 || value > max) throw new BadRequestError("측정값이 올바르지 않아요.");

  // Route pattern only: record ids (15 lowercase letters/digits) become ":id", query/hash never kept.
  const route = r.getString("route");
  if (!/^\/[A-Za-z0-9/_.:-]{0,99}$/.test(route)) throw new BadRequestError("경로 형식이 올바르지 않아요.");
  r.set(
    "route",
    route
      .split("/")
      .map((s) => (/^[a-z0-9]{15}$/.test(s) ? ":id" : s))
      .join("/"),
  );
  const connection = r.getString("connection");
  if (connection && ["slow-2g", "2g", "3g", "4g"].indexOf(connection) < 0) r.set("connection", "");

  if (e.httpContext.get("admin")) return;
  // A visit sends at most 5 rows; carrier NAT puts many phones behind one address.
  const limits = require(`${__hooks}/abuse-limits.js`);
  const tooMany = () => new ApiError(429, "잠시 후 다시 시도해 주세요.", {});
  const perClient = limits.envNumber("CHAEKDONGNE_VITALS_PER_MINUTE", 300);
  if (!limits.hit(`vitals:${limits.clientAddress(e.httpContext)}`, perClient, 60 * 1000)) throw tooMany();
  if (!limits.hit("vitals-total", 3000, 60 * 1000)) throw tooMany();
}, "vitals");
