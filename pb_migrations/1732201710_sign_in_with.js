/// <reference path="../pb_data/types.d.ts" />
// 카카오 and OIDC sign-in (issue 27, pb_hooks/oauth2-routes.js): `signInWith` names the provider of a
// member who signed up through it and has no password of their own ("" for everyone else). It
// hides the password change and makes 회원탈퇴 ask for that provider instead of a password; it
// clears when the member sets a password through 비밀번호 찾기. Private like every field but the
// public card's (pb_hooks/privacy.js); not writable by clients (pb_hooks/query-shapes.js).
migrate(
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.addField(new SchemaField({ name: "signInWith", type: "text", options: { max: 20 } }));
    dao.saveCollection(users);
  },
  (db) => {
    const dao = new Dao(db);
    const users = dao.findCollectionByNameOrId("users");
    users.schema.removeField(users.schema.getFieldByName("signInWith").id);
    dao.saveCollection(users);
  },
);
