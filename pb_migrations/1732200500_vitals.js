/// <reference path="../pb_data/types.d.ts" />
// Field measurement (issue 7): Core Web Vitals of real visits, one row per metric.
// No personal data: no user, no IP, no full URL (ids in the route are replaced by ":id").
// Visitors may create (pb_hooks/vitals.pb.js validates and rate-limits); only admins read.
migrate(
  (db) => {
    const dao = new Dao(db);
    const select = (name, values) => ({
      name,
      type: "select",
      required: true,
      options: { maxSelect: 1, values },
    });
    const vitals = new Collection({
      id: "vitals000000001",
      name: "vitals",
      type: "base",
      schema: [
        select("name", ["LCP", "CLS", "INP", "FCP", "TTFB"]),
        {
          name: "value",
          type: "number",
          required: false,
          options: { min: 0, max: 600000, noDecimal: false },
        },
        select("rating", ["good", "needs-improvement", "poor"]),
        { name: "route", type: "text", required: true, options: { min: 1, max: 100 } },
        {
          name: "navigationType",
          type: "select",
          required: false,
          options: {
            maxSelect: 1,
            values: ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"],
          },
        },
        { name: "connection", type: "text", required: false, options: { max: 10 } },
      ],
      indexes: ["CREATE INDEX idx_vitals_route_name_created ON vitals (route, name, created)"],
      listRule: null,
      viewRule: null,
      createRule: "",
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(vitals);
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("vitals"));
  },
);
