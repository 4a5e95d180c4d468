/// <reference path="../pb_data/types.d.ts" />
// A reply is stored as "@nickname " + what the member typed. The member may type 1000 characters
// either way (the counter reads n/1000), so the stored content has room for the mention:
// "@" + a 10-character nickname + a space = 12 more (issue 15).
migrate(
  (db) => {
    const dao = new Dao(db);
    const comments = dao.findCollectionByNameOrId("comments");
    comments.schema.getFieldByName("content").options.max = 1012;
    dao.saveCollection(comments);
  },
  (db) => {
    const dao = new Dao(db);
    const comments = dao.findCollectionByNameOrId("comments");
    comments.schema.getFieldByName("content").options.max = 1000;
    dao.saveCollection(comments);
  },
);
