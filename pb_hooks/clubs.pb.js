/// <reference path="../pb_data/types.d.ts" />
// Every club mutation (socialing create/update/delete rules are null). Each route runs in one
// transaction, so concurrent requests serialize and users/socialing/answers/chat rooms stay in
// sync. Helpers: clubs/lib.js, clubs/create.js. Docs: docs/clubs.md.

// Pending applications lapse after 24 hours; the row stays (expired) so the member sees why.
// A place in the line (clubs/waitlist.js) does not lapse: the clock starts at promotion.
cronAdd("clubs-expire-applications", "* * * * *", () => {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const cutoff = new Date(Date.now() - 24 * 3600 * 1000).toISOString().replace("T", " ");
  const due = $app
    .dao()
    .findRecordsByFilter(
      "socialingQueryAnswer",
      "expired = false && appliedAt != '' && appliedAt < {:cutoff}",
      "appliedAt",
      200,
      0,
      { cutoff },
    );
  for (let i = 0; i < due.length; i++) {
    const a = due[i];
    $app.dao().runInTransaction((tx) => {
      let club;
      try {
        club = tx.findRecordById("socialing", a.getString("socialing"));
      } catch (_) {
        return;
      }
      const userId = a.getString("answerUser");
      if (!lib.has(club, "applicant", userId)) return;
      lib.dropMember(tx, club, userId, true);
      const n = require(`${__hooks}/notifications/lib.js`);
      n.notify(tx, Object.assign({ recipient: userId, kind: "club_expired" }, n.club(club)));
      // A lapsed application from the line leaves its seat to the next in line.
      require(`${__hooks}/clubs/waitlist.js`).promote(tx, club);
    });
  }
});
