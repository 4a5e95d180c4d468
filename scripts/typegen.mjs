// Generates src/types/pocketbase-types.ts from the schema in pb_migrations (npm run typegen).
// tests/pocketbase-types.test.ts fails when the committed file is not what this writes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/pocketbase-server.mjs";
import { TYPES_FILE, readCollections, renderTypes } from "./lib/typegen.mjs";

const collections = readCollections();
writeFileSync(TYPES_FILE, renderTypes(collections));
console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)} (${collections.length} collections)`);
