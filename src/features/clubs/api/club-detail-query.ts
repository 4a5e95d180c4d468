// The club detail request, written once: the client, the e2e tests and the benchmarks read it
// from here (no imports, so Node can load it). The server's allowlist holds the same shape
// (pb_hooks/core/query-shapes.js VIEW.socialing); tests/query-shapes.test.ts fails if they part.
// Answers come back only for the host and their author (socialingQueryAnswer rules).
export const CLUB_DETAIL_EXPAND = "genre,createUser,applicant,confirmUser,answer.answerUser";

/** The record's URL path; a member opening /club/{id} directly starts it from index.html. */
export const clubDetailPath = (id: string) =>
  `/api/collections/socialing/records/${id}?expand=${encodeURIComponent(CLUB_DETAIL_EXPAND)}`;
