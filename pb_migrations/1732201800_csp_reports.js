/// <reference path="../pb_data/types.d.ts" />
// Content-Security-Policy violations reported by browsers (issue 32): the route
// POST /api/chaekdongne/csp-reports (pb_hooks/csp-reports) reduces each report to what an operator
// needs and writes it here. Nothing about the visitor: no address, no user, no query string, no
// token (the page is one of the app's route patterns). Every rule is null: only admins read it,
// and nobody writes it through the records API.
migrate(
  (db) => {
    const dao = new Dao(db);
    const text = (name, max, required = false) => ({ name, type: "text", required, options: { max } });
    const count = (name) => ({ name, type: "number", required: false, options: { min: 0, noDecimal: true } });
    dao.saveCollection(
      new Collection({
        id: "cspreports00001",
        name: "csp_reports",
        type: "base",
        schema: [
          text("directive", 40, true),
          text("blocked", 200, true),
          text("page", 100, true),
          text("source", 200),
          count("line"),
          count("column"),
          {
            name: "disposition",
            type: "select",
            required: true,
            options: { maxSelect: 1, values: ["enforce", "report"] },
          },
        ],
        indexes: ["CREATE INDEX idx_csp_reports_created ON csp_reports (created)"],
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("csp_reports"));
  },
);
