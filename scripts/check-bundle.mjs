// `npm run test:bundle` (part of `npm test`): builds the app into a temp dir and fails when the
// first-load JS (entry + static imports, gzip -9) of a first screen exceeds the budget or when the
// editor (Quill / react-quill-new) is reachable from it without a dynamic import.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { ROOT } from "./lib/pocketbase-server.mjs";
import { firstLoad, kb } from "./lib/bundle-graph.mjs";

export const BUDGET_BYTES = 120 * 1024;
export const EDITOR_MODULES = [/\/node_modules\/(quill|react-quill-new|parchment|quill-delta)\//];
// Route modules each first screen needs on top of the entry (see src/app/router.tsx).
export const PAGES = {
  "/": [],
  "/main/club": ["src/app/routes/main-layout.tsx", "src/app/routes/club-list.tsx"],
  "/main/bookReview": ["src/app/routes/main-layout.tsx", "src/app/routes/review-list.tsx"],
};

/** Runs `vite build` into outDir and returns the chunk graph (see scripts/lib/bundle-graph.mjs). */
export async function buildGraph(outDir) {
  const chunks = [];
  const collect = {
    name: "chaekdongne-chunk-graph",
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type !== "chunk") continue;
        chunks.push({
          fileName: c.fileName,
          isEntry: c.isEntry,
          facade: c.facadeModuleId,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: c.moduleIds ?? Object.keys(c.modules),
          gzip: gzipSync(c.code, { level: 9 }).length,
        });
      }
    },
  };
  await build({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
    plugins: [collect],
  });
  return chunks;
}

// The budget is enforced on "/" (the first screen of every visitor); the list screens are reported
// (bench:web prints them too) and must never pull the editor in.
export const BUDGETED_PAGES = ["/"];

/** Report for every page in PAGES: [{ page, gzip, files, forbidden, overBudget, ok }]. */
export function checkPages(chunks) {
  return Object.entries(PAGES).map(([page, modules]) => {
    const r = firstLoad(chunks, modules, EDITOR_MODULES);
    const overBudget = r.gzip > BUDGET_BYTES;
    return { page, ...r, overBudget, ok: r.forbidden.length === 0 && !(overBudget && BUDGETED_PAGES.includes(page)) };
  });
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bundle-"));
  try {
    const results = checkPages(await buildGraph(outDir));
    for (const r of results) {
      const mark = !r.ok ? "FAIL" : r.overBudget ? "warn" : "ok  ";
      console.log(`${mark} ${r.page.padEnd(17)} first-load JS ${kb(r.gzip)} gzip (budget ${kb(BUDGET_BYTES)}), ${r.files.length} chunks`);
      for (const f of r.forbidden.slice(0, 5)) console.log(`     editor module loaded eagerly: ${f.module} (in ${f.file})`);
    }
    if (results.some((r) => !r.ok)) {
      console.error("Bundle budget exceeded: lazy-load heavy parts (React.lazy / route lazy / dynamic import()).");
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
