/// <reference path="../pb_data/types.d.ts" />
// Pending applications expire after 24 hours (pb_hooks/clubs.pb.js cron). appliedAt restarts the
// clock when a host cancels an approval; expired keeps the row so the applicant can see it lapsed.
migrate(
  (db) => {
    const dao = new Dao(db);
    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    answers.schema.addField(
      new SchemaField({ name: "appliedAt", type: "date", required: false, options: {} }),
    );
    answers.schema.addField(new SchemaField({ name: "expired", type: "bool", required: false, options: {} }));
    answers.indexes = answers.indexes.concat([
      "CREATE INDEX idx_socialingQueryAnswer_pending ON socialingQueryAnswer (expired, appliedAt)",
    ]);
    dao.saveCollection(answers);
  },
  (db) => {
    const dao = new Dao(db);
    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    for (const f of ["appliedAt", "expired"]) {
      const field = answers.schema.getFieldByName(f);
      if (field) answers.schema.removeField(field.id);
    }
    answers.indexes = answers.indexes.filter((i) => i.indexOf("idx_socialingQueryAnswer_pending") < 0);
    dao.saveCollection(answers);
  },
);
