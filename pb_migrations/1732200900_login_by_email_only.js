/// <reference path="../pb_data/types.d.ts" />
// Members sign in with their email only. The generated username stays private and is no second
// identity to guess passwords against (login throttling counts per typed email).
migrate(
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.options.allowUsernameAuth = false;
    dao.saveCollection(users);
  },
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.options.allowUsernameAuth = true;
    dao.saveCollection(users);
  },
);
