/// <reference path="../pb_data/types.d.ts" />
// Members sign in with their email only. The generated username stays private and is no second
// identity to guess passwords against (login throttling counts per typed email).
// Nicknames are unique without letter case (pb_hooks/nickname.js): an index for that lookup.
migrate(
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.options.allowUsernameAuth = false;
    const indexes = [];
    for (let i = 0; i < users.indexes.length; i++) indexes.push(users.indexes[i]);
    indexes.push("CREATE INDEX idx_users_nickname_lower ON users (LOWER(nickname))");
    users.indexes = indexes;
    dao.saveCollection(users);
  },
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.options.allowUsernameAuth = true;
    const indexes = [];
    for (let i = 0; i < users.indexes.length; i++) {
      if (users.indexes[i].indexOf("idx_users_nickname_lower") < 0) indexes.push(users.indexes[i]);
    }
    users.indexes = indexes;
    dao.saveCollection(users);
  },
);
