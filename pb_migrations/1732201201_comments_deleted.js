/// <reference path="../pb_data/types.d.ts" />
// Issue 14: a top-level comment with replies is soft-deleted (its text removed, `deleted` set) so
// the replies stay under "삭제된 댓글이에요". Only the server sets `deleted`
// (POST /api/chaekdongne/comments/:id/delete); the update rule freezes it for clients.
migrate(
  (db) => {
    const dao = new Dao(db);
    const comments = dao.findCollectionByNameOrId("comments");
    comments.schema.addField(new SchemaField({ name: "deleted", type: "bool", options: {} }));
    comments.updateRule = `${comments.updateRule} && @request.data.deleted:isset = false`;
    comments.createRule = `${comments.createRule} && @request.data.deleted:isset = false`;
    dao.saveCollection(comments);
  },
  (db) => {
    const dao = new Dao(db);
    const comments = dao.findCollectionByNameOrId("comments");
    comments.schema.removeField(comments.schema.getFieldByName("deleted").id);
    comments.updateRule = comments.updateRule.replace(" && @request.data.deleted:isset = false", "");
    comments.createRule = comments.createRule.replace(" && @request.data.deleted:isset = false", "");
    dao.saveCollection(comments);
  },
);
