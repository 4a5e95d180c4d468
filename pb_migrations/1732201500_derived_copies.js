/// <reference path="../pb_data/types.d.ts" />
// Issue 24: copies of content that escaped the rules of their source are no longer stored; what
// they showed is computed per reader at read time (pb_hooks/visibility.js, docs/security.md
// "Derived copies"):
// - chattingRoom.lastMessageText: the room list's preview is the latest message as the reader sees
//   it (a blocked member's or one hidden by reports was served to everyone);
// - chattingRoom.title: a copy of its club's title; the club (expanded) is shown only when visible;
// - notifications.actors: nicknames copied at write time (a new nickname, or the erased one of a
//   member who left, never reached them); names now come from `users` by actorIds.
migrate(
  (db) => {
    const dao = new Dao(db);
    const drop = (name, fields) => {
      const collection = dao.findCollectionByNameOrId(name);
      for (const f of fields) {
        const field = collection.schema.getFieldByName(f);
        if (field) collection.schema.removeField(field.id);
      }
      dao.saveCollection(collection);
    };
    drop("chattingRoom", ["lastMessageText", "title"]);
    drop("notifications", ["actors"]);
  },
  (db) => {
    const dao = new Dao(db);
    const room = dao.findCollectionByNameOrId("chattingRoom");
    room.schema.addField(new SchemaField({ name: "title", type: "text", options: { max: 60 } }));
    room.schema.addField(new SchemaField({ name: "lastMessageText", type: "text", options: { max: 200 } }));
    dao.saveCollection(room);
    const notifications = dao.findCollectionByNameOrId("notifications");
    notifications.schema.addField(
      new SchemaField({ name: "actors", type: "json", options: { maxSize: 4000 } }),
    );
    dao.saveCollection(notifications);
  },
);
