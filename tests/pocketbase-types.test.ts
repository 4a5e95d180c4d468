// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { TYPES_FILE, readCollections, renderTypes } from "../scripts/lib/typegen.mjs";

// The committed types are what `npm run typegen` makes from pb_migrations/: a new migration without
// regenerated types (or a hand edit of the file) fails here, not later as a wrong field in src/.
it("src/types/pocketbase-types.ts matches pb_migrations", () => {
  const generated = renderTypes(readCollections());
  const committed = readFileSync(TYPES_FILE, "utf8");
  // Lines, so that a failure shows which fields differ.
  expect(committed.split("\n"), "stale types: run `npm run typegen` and commit the file").toEqual(
    generated.split("\n"),
  );
});
