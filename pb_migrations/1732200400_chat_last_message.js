/// <reference path="../pb_data/types.d.ts" />
// Chat room list in one request: each room carries its latest message (kept by pb_hooks/chat.pb.js),
// so the list sorts by -lastMessageAt and shows the preview without a request per room.
migrate(
  (db) => {
    const dao = new Dao(db);
    const room = dao.findCollectionByNameOrId("chattingRoom");
    room.schema.addField(new SchemaField({ name: "lastMessageText", type: "text", options: { max: 200 } }));
    room.schema.addField(new SchemaField({ name: "lastMessageAt", type: "date", options: {} }));
    room.indexes = [
      "CREATE UNIQUE INDEX idx_chattingRoom_socialing ON chattingRoom (socialing)",
      "CREATE INDEX idx_chattingRoom_lastMessageAt ON chattingRoom (lastMessageAt, created)",
    ];
    dao.saveCollection(room);
  },
  (db) => {
    const dao = new Dao(db);
    const room = dao.findCollectionByNameOrId("chattingRoom");
    for (const f of ["lastMessageText", "lastMessageAt"]) {
      const field = room.schema.getFieldByName(f);
      if (field) room.schema.removeField(field.id);
    }
    room.indexes = ["CREATE UNIQUE INDEX idx_chattingRoom_socialing ON chattingRoom (socialing)"];
    dao.saveCollection(room);
  },
);
