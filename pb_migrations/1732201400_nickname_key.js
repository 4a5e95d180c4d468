/// <reference path="../pb_data/types.d.ts" />
// Nicknames are unique on a normalised key, not on what was typed (issue 24): `nicknameKey` holds
// the key (pb_hooks/nickname.js nicknameKey: NFKC, case-folded, look-alike letters mapped) and a
// unique index on it makes two signups racing for look-alike nicknames fail in the database, not
// in a check before it. pb_hooks/accounts.pb.js sets it on every save of a users record (any
// path: the app's routes, the admin UI, the seed) and fills it for members saved before it existed.
// Emails are stored lower-case from now on; the older ones are lowered here (SQLite's LOWER is
// ASCII-only, which is what the app's email rule allows).
migrate(
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.addField(new SchemaField({ name: "nicknameKey", type: "text", options: { max: 100 } }));
    users.indexes = users.indexes.concat([
      "CREATE UNIQUE INDEX idx_users_nickname_key ON users (nicknameKey) WHERE nicknameKey != ''",
    ]);
    dao.saveCollection(users);
    db.newQuery(
      "UPDATE users SET email = LOWER(email) WHERE email != LOWER(email) " +
        "AND NOT EXISTS (SELECT 1 FROM users u2 WHERE u2.email = LOWER(users.email))",
    ).execute();
  },
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.indexes = users.indexes.filter((i) => i.indexOf("idx_users_nickname_key") < 0);
    users.schema.removeField(users.schema.getFieldByName("nicknameKey").id);
    dao.saveCollection(users);
  },
);
