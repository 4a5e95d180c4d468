/// <reference path="../pb_data/types.d.ts" />
// Blocks and reports (issue 15). Admin-only collections (every rule null) served by typed routes in
// pb_hooks/safety.pb.js. Member ids are plain text, not relations: a relation to users would give
// every public collection a back-relation path (users.blocks_via_blocker...) a filter could follow.
migrate(
  (db) => {
    const dao = new Dao(db);
    const ID = "^[a-z0-9]{15}$";
    const id = (name) => ({ name, type: "text", required: true, options: { min: 15, max: 15, pattern: ID } });
    const adminOnly = {
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    };

    dao.saveCollection(
      new Collection({
        id: "blocks000000001",
        name: "blocks",
        type: "base",
        schema: [id("blocker"), id("blocked")],
        indexes: [
          "CREATE UNIQUE INDEX idx_blocks_pair ON blocks (blocker, blocked)",
          "CREATE INDEX idx_blocks_blocked ON blocks (blocked)",
        ],
        ...adminOnly,
      }),
    );

    dao.saveCollection(
      new Collection({
        id: "reports00000001",
        name: "reports",
        type: "base",
        schema: [
          id("reporter"),
          {
            name: "targetType",
            type: "select",
            required: true,
            options: { maxSelect: 1, values: ["review", "comment", "message", "club", "member"] },
          },
          id("targetId"),
          // The target's author at report time (for the admin; empty for clubs without a host).
          { name: "targetOwner", type: "text", required: false, options: { max: 15 } },
          {
            name: "reason",
            type: "select",
            required: true,
            options: { maxSelect: 1, values: ["spam", "abuse", "sexual", "fraud", "other"] },
          },
          { name: "detail", type: "text", required: false, options: { max: 300 } },
          // An admin who reviewed the report and kept the content sets this: it stops counting.
          { name: "dismissed", type: "bool", required: false, options: {} },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_reports_once ON reports (reporter, targetType, targetId)",
          "CREATE INDEX idx_reports_target ON reports (targetType, targetId, dismissed)",
        ],
        ...adminOnly,
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["reports", "blocks"]) dao.deleteCollection(dao.findCollectionByNameOrId(name));
  },
);
