import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildGraph } from "./check-bundle.mjs";
const outDir = mkdtempSync(path.join(tmpdir(), "bb-"));
await buildGraph(outDir);
for (const f of readdirSync(path.join(outDir, "assets")).filter((n) => n.endsWith(".js"))) {
  const s = readFileSync(path.join(outDir, "assets", f), "utf8");
  for (const needle of ["200x200", "600x360", "_pb_users", "srcSet", "fetchPriority"]) if (s.includes(needle)) console.log(f, needle);
}
console.log(outDir);
