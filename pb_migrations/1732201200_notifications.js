/// <reference path="../pb_data/types.d.ts" />
// Issue 14: the notification inbox and per-member chat read markers.
// - notifications: written only by the server (pb_hooks/notifications-lib.js) inside the
//   transaction of the change that causes it. Every API rule is null (admins only): members read
//   and mark them only through the typed routes in pb_hooks/notifications.pb.js, which answer
//   with the caller's own rows. `recipient` is plain text, not a relation, so no collection has a
//   relation path (or a _via_ back-relation) that a filter could follow into it.
// - chat_read: a plain SQLite table (not a collection: no records API at all) with the time up to
//   which a member has read a room; kept by POST /api/chaekdongne/chat/:roomId/read.
migrate(
  (db) => {
    const dao = new Dao(db);
    const text = (name, max, required = false) => ({ name, type: "text", required, options: { max } });
    const collection = new Collection({
      id: "notifications01",
      name: "notifications",
      type: "base",
      schema: [
        text("recipient", 15, true),
        text("kind", 30, true),
        text("groupKey", 60),
        { name: "actors", type: "json", options: { maxSize: 4000 } },
        { name: "actorIds", type: "json", options: { maxSize: 20000 } },
        { name: "actorCount", type: "number", options: { min: 0, noDecimal: true } },
        text("targetId", 15),
        text("targetTitle", 100),
        { name: "read", type: "bool", options: {} },
        text("at", 30, true),
      ],
      indexes: [
        // The inbox page: newest first for one recipient (cursor on at, id).
        "CREATE INDEX idx_notifications_inbox ON notifications (recipient, at DESC, id DESC)",
        // Unread rows only: the badge count reads that member's unread rows and nothing else, and
        // grouping finds the recipient's unread row with the same key.
        "CREATE INDEX idx_notifications_unread ON notifications (recipient, groupKey) WHERE read = 0",
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(collection);

    for (const sql of [
      "CREATE TABLE IF NOT EXISTS chat_read (member TEXT NOT NULL, room TEXT NOT NULL, readAt TEXT NOT NULL DEFAULT '', PRIMARY KEY (member, room)) WITHOUT ROWID",
      "CREATE INDEX IF NOT EXISTS idx_chat_read_room ON chat_read (room)",
      `CREATE TRIGGER IF NOT EXISTS chat_read_room_delete AFTER DELETE ON chattingRoom BEGIN
         DELETE FROM chat_read WHERE room = OLD.id;
       END`,
      `CREATE TRIGGER IF NOT EXISTS chat_read_member_delete AFTER DELETE ON users BEGIN
         DELETE FROM chat_read WHERE member = OLD.id;
         DELETE FROM notifications WHERE recipient = OLD.id;
       END`,
    ]) {
      db.newQuery(sql).execute();
    }
  },
  (db) => {
    for (const name of ["chat_read_room_delete", "chat_read_member_delete"])
      db.newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    db.newQuery("DROP TABLE IF EXISTS chat_read").execute();
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("notifications"));
  },
);
