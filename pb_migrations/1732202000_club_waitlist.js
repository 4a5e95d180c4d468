/// <reference path="../pb_data/types.d.ts" />
// Issue 34: the waitlist (대기 신청) of a full club. Design and routes: docs/clubs.md "Waitlist".
// - socialingWaitlist: one row per waiting member, written only by pb_hooks/clubs/waitlist.js inside
//   the club routes' transactions. Every API rule is null: who waits and what they answered are
//   read only through GET /api/clubs/:id/waitlist (the host: the whole line; a member: their own
//   place) and GET /api/chaekdongne/my-waitlist. `member` is plain text, not a relation, so no
//   public collection has a relation path into it; `socialing` cascades, so a deleted club takes
//   its line along (also when an admin deletes it). `seq` is the place in line: unique per club.
// - socialing.waitlistCount: how many wait (a count of a fact, public like confirmUser's length;
//   never who). Set in the same transaction as the line, so the detail knows 대기 신청 from 신청하기
//   and the club's realtime event tells waiting members that the line moved.
// - socialingQueryAnswer.fromWaitlist: the pending application was promoted from the line (a seat
//   freed); such applications are the ones a freed seat is kept for (clubs/waitlist.js promote).
migrate(
  (db) => {
    const dao = new Dao(db);
    const socialing = dao.findCollectionByNameOrId("socialing");
    socialing.schema.addField(
      new SchemaField({
        name: "waitlistCount",
        type: "number",
        required: false,
        options: { min: 0, max: null, noDecimal: true },
      }),
    );
    dao.saveCollection(socialing);

    const answers = dao.findCollectionByNameOrId("socialingQueryAnswer");
    answers.schema.addField(
      new SchemaField({ name: "fromWaitlist", type: "bool", required: false, options: {} }),
    );
    dao.saveCollection(answers);

    const line = new Collection({
      id: "socialingwait01",
      name: "socialingWaitlist",
      type: "base",
      schema: [
        {
          name: "socialing",
          type: "relation",
          required: true,
          options: {
            collectionId: socialing.id,
            maxSelect: 1,
            minSelect: null,
            cascadeDelete: true,
            displayFields: null,
          },
        },
        { name: "member", type: "text", required: true, options: { min: 15, max: 15 } },
        { name: "answer", type: "text", required: true, options: { max: 200 } },
        { name: "seq", type: "number", required: true, options: { min: 1, max: null, noDecimal: true } },
      ],
      indexes: [
        // One place per member per club, one member per place: the database refuses a duplicate
        // even if a route had a bug.
        "CREATE UNIQUE INDEX idx_socialingWaitlist_member ON socialingWaitlist (socialing, member)",
        "CREATE UNIQUE INDEX idx_socialingWaitlist_seq ON socialingWaitlist (socialing, seq)",
        // My places in every line (내 모임, 회원탈퇴).
        "CREATE INDEX idx_socialingWaitlist_by_member ON socialingWaitlist (member)",
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(line);
  },
  (db) => {
    const dao = new Dao(db);
    dao.deleteCollection(dao.findCollectionByNameOrId("socialingWaitlist"));
    for (const [name, field] of [
      ["socialingQueryAnswer", "fromWaitlist"],
      ["socialing", "waitlistCount"],
    ]) {
      const collection = dao.findCollectionByNameOrId(name);
      const f = collection.schema.getFieldByName(field);
      if (f) collection.schema.removeField(f.id);
      dao.saveCollection(collection);
    }
  },
);
