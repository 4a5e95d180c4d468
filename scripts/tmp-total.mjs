import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildGraph, checkPages, PAGES } from "./check-bundle.mjs";
import { firstLoad } from "./lib/bundle-graph.mjs";
const out = mkdtempSync(path.join(tmpdir(), "sz-"));
const chunks = await buildGraph(out);
for (const [page, mods] of Object.entries(PAGES)) console.log(page, firstLoad(chunks, mods).gzip);
