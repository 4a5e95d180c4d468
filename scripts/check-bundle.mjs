// `npm run test:bundle` (part of `npm test`): builds the app into a temp dir and fails when the
// first-load JS (entry + static imports, gzip -9) of a first screen exceeds its budget, when a page's
// HTML preloads a file the count misses (or misses one it counts), or when the editor (Quill /
// react-quill-new) or Web Push code (src/features/push) is reachable from it without a dynamic
// import, or when the entry file (React in it) lost V8's compile hint (vite.config.ts, `postBanner`).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { ROOT } from "./lib/pocketbase-server.mjs";
import { entryChunk, firstLoad, kb, namedScripts } from "./lib/bundle-graph.mjs";
import { ROUTES, htmlFile, routeModule } from "../src/config/route-table.mjs";

// Target for every first screen: 115 KB gzip counting every file the HTML preloads (issue 33;
// 120 KB since issue 16).
export const BUDGET_BYTES = 115 * 1024;
export const EDITOR_MODULES = [/\/node_modules\/(quill|react-quill-new|parchment|quill-delta)\//];
// Web Push (issue 34) loads only on the screens that ask for it (알림 설정, the opt-in after an
// application or a new club) and at a member's idle moment: never in a first screen's files.
export const PUSH_MODULES = [/\/src\/features\/push\//];
const LAZY_ONLY = [...EDITOR_MODULES, ...PUSH_MODULES];
// Each first screen of the route table (src/config/route-table.mjs): the route modules it needs
// on top of the entry (its layout and its own), and the HTML it is first served from. index.html
// serves every path: its inline early script starts the route files of the screens it serves.
const SCREENS = Object.entries(ROUTES)
  .filter(([, route]) => route.screen)
  .map(([name, route]) => ({
    page: route.path,
    modules: [route.layout, routeModule(name)].filter(Boolean).map((m) => `src/app/routes/${m}.tsx`),
    html: htmlFile(route),
    early: htmlFile(route) === "index.html" ? routeModule(name) : undefined,
  }));
// Where the 115 KB target is not met yet (docs/performance.md, "Bundle budget"), a ceiling at
// today's size + ~0.5 KB stops it from growing; lower these as screens get lighter, never raise
// them without a note there.
/** Temporary allowances above the budget, per page (each with a note in docs/performance.md). */
export const CEILINGS = {};
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The file every first screen runs at once (the entry, React in it), if it lacks the compile hint in its first lines. */
export function missingCompileHints(chunks, outDir) {
  return [entryChunk(chunks)]
    .filter((c) => !!c)
    .filter((c) => !readFileSync(path.join(outDir, c.fileName), "utf8").split("\n", 3).includes(COMPILE_HINT))
    .map((c) => c.fileName);
}

/**
 * Runs `vite build` of the app at `root` (this checkout by default) into outDir and returns the
 * chunk graph (see scripts/lib/bundle-graph.mjs).
 */
export async function buildGraph(outDir, root = ROOT) {
  const chunks = [];
  const collect = {
    name: "chaekdongne-chunk-graph",
    // The bundle as written: Vite's HTML plugin drops an import-only entry in its generateBundle.
    writeBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type !== "chunk") continue;
        chunks.push({
          fileName: c.fileName,
          isEntry: c.isEntry,
          facade: c.facadeModuleId,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          modules: c.moduleIds ?? Object.keys(c.modules),
        });
      }
    },
  };
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
    plugins: [collect],
  });
  // Sizes of the files on disk (Vite writes each dynamic import's preload list into the importing
  // chunk's code late).
  for (const c of chunks) c.gzip = gzipSync(readFileSync(path.join(outDir, c.fileName)), { level: 9 }).length;
  return chunks;
}

/**
 * Report for every first screen (SCREENS): [{ page, gzip, files, forbidden, limit, overTarget, htmlMismatch, ok }].
 * `outDir` (optional) is the build folder: then what each page's HTML preloads must be exactly the
 * files counted here (so the budget counts every modulepreload).
 */
export function checkPages(chunks, outDir) {
  return SCREENS.map(({ page, modules, html, early }) => {
    const r = firstLoad(chunks, modules, LAZY_ONLY);
    const limit = CEILINGS[page] ?? BUDGET_BYTES;
    let htmlMismatch = [];
    if (outDir) {
      const named = namedScripts(readFileSync(path.join(outDir, html), "utf8"), early);
      const counted = new Set(r.files);
      htmlMismatch = [
        ...[...named].filter((f) => !counted.has(f)).map((f) => `preloaded but not counted: ${f}`),
        ...[...counted].filter((f) => !named.has(f)).map((f) => `counted but not preloaded: ${f}`),
      ];
    }
    return {
      page,
      ...r,
      limit,
      overTarget: r.gzip > BUDGET_BYTES,
      htmlMismatch,
      ok: r.forbidden.length === 0 && r.gzip <= limit && htmlMismatch.length === 0,
    };
  });
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-bundle-"));
  try {
    const graph = await buildGraph(outDir);
    const results = checkPages(graph, outDir);
    for (const r of results) {
      const mark = !r.ok ? "FAIL" : r.overTarget ? "warn" : "ok  ";
      const limit =
        r.limit === BUDGET_BYTES
          ? `budget ${kb(BUDGET_BYTES)}`
          : `target ${kb(BUDGET_BYTES)}, ceiling ${kb(r.limit)}`;
      console.log(
        `${mark} ${r.page.padEnd(26)} first-load JS ${kb(r.gzip)} gzip (${limit}), ${r.files.length} files`,
      );
      for (const f of r.forbidden.slice(0, 5))
        console.log(`     lazy-only module (editor, push) loaded eagerly: ${f.module} (in ${f.file})`);
      for (const m of r.htmlMismatch) console.log(`     HTML ${m}`);
    }
    const unhinted = missingCompileHints(graph, outDir);
    for (const f of unhinted)
      console.log(`FAIL ${f} lacks ${COMPILE_HINT} (its functions would compile on the main thread)`);
    if (unhinted.length) process.exitCode = 1;
    if (results.some((r) => !r.ok)) {
      console.error(
        "Bundle budget exceeded: lazy-load heavy parts (React.lazy / route lazy / dynamic import()).",
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
