/// <reference path="../pb_data/types.d.ts" />
// Issue 34: Web Push (docs/notifications.md "Push notifications").
// - push_subscriptions: one row per device (browser push subscription) of a member, with the
//   kinds that device wants. Every API rule is null (admins only): members reach their own rows
//   only through typed routes bound to the token's id (pb_hooks/push/routes.js). `owner` is plain
//   text, not a relation, so no collection has a relation or `_via_` path into it.
// - push_jobs: what the sender process (push-sender/) has to send, written by the server in the
//   transaction of the event (a notification, a chat message). One row per (recipient, key): a
//   later event for the same notification or room joins the pending row instead of adding one, and
//   the row stays after sending (pending = 0, sentAt) so the next push for that key waits out its
//   interval (pb_hooks/push/lib.js). Admins only; the sender is an admin.
migrate(
  (db) => {
    const dao = new Dao(db);
    const text = (name, max, required = false) => ({ name, type: "text", required, options: { max } });
    const number = (name) => ({ name, type: "number", options: { min: 0, noDecimal: true } });
    const bool = (name) => ({ name, type: "bool", options: {} });
    const none = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
    dao.saveCollection(
      new Collection({
        id: "pushsubscripts1",
        name: "push_subscriptions",
        type: "base",
        schema: [
          text("owner", 15, true),
          // Push services' endpoints are a few hundred characters (FCM ~190, Apple ~200, Mozilla ~400).
          text("endpoint", 1000, true),
          text("p256dh", 200, true),
          text("auth", 100, true),
          bool("clubs"),
          bool("comments"),
          bool("chat"),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_push_subscriptions_endpoint ON push_subscriptions (endpoint)",
          "CREATE INDEX idx_push_subscriptions_owner ON push_subscriptions (owner)",
        ],
        ...none,
      }),
    );
    dao.saveCollection(
      new Collection({
        id: "pushjobs0000001",
        name: "push_jobs",
        type: "base",
        schema: [
          text("recipient", 15, true),
          // "n:<notification id>" or "chat:<room id>"
          text("key", 40, true),
          bool("pending"),
          // Unix milliseconds: not before (the key's interval), leased until (a sender took it),
          // last sent. version grows with every event that joins the row.
          number("due"),
          number("leasedUntil"),
          number("sentAt"),
          number("version"),
          number("attempts"),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_push_jobs_key ON push_jobs (recipient, key)",
          "CREATE INDEX idx_push_jobs_due ON push_jobs (pending, due)",
          "CREATE INDEX idx_push_jobs_sent ON push_jobs (sentAt) WHERE pending = 0",
        ],
        ...none,
      }),
    );
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["push_jobs", "push_subscriptions"])
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
  },
);
