/// <reference path="../../pb_data/types.d.ts" />
// Benchmark-only routes (bench/routes.js), admin only. This folder is not a hooks directory of its
// own: startPocketBase({ benchHooks: true }) copies pb_hooks/ and this folder into one temp dir and
// serves that, so the production hooks (and their route table) never name these routes. Registered
// here rather than in core/routes.js CUSTOM; an admin passes the route gate, anyone else gets the
// 401 of requireAdminAuth, which onBeforeApiError turns into the 404 of an unknown path.
// 0.22 handlers cannot see this file's variables: each route names its function itself.

routerAdd(
  "POST",
  "/api/bench/bulk",
  (c) => require(`${__hooks}/bench/routes.js`).bulk(c),
  $apis.bodyLimit(16 * 1024 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/notifications",
  (c) => require(`${__hooks}/bench/routes.js`).notifications(c),
  $apis.bodyLimit(16 * 1024 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/explain",
  (c) => require(`${__hooks}/bench/routes.js`).explain(c),
  $apis.bodyLimit(64 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "GET",
  "/api/bench/notification-queries",
  (c) => require(`${__hooks}/bench/routes.js`).notificationQueries(c),
  $apis.bodyLimit(1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/clubs",
  (c) => require(`${__hooks}/bench/routes.js`).clubs(c),
  $apis.bodyLimit(16 * 1024 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/club-query",
  (c) => require(`${__hooks}/bench/routes.js`).clubQuery(c),
  $apis.bodyLimit(64 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/member",
  (c) => require(`${__hooks}/bench/members.js`).member(c),
  $apis.bodyLimit(64 * 1024),
  $apis.requireAdminAuth(),
);
routerAdd(
  "POST",
  "/api/bench/session",
  (c) => require(`${__hooks}/bench/members.js`).session(c),
  $apis.bodyLimit(64 * 1024),
  $apis.requireAdminAuth(),
);
