// Vite plugin (build only): prerenders the first screens a visitor opens (src/app/prerender.tsx)
// into static HTML. The markup sits in #root, inert and hidden from assistive tech until
// src/main.tsx has the real app ready and replaces it in one commit. Each page's HTML also links
// its route CSS (no unstyled flash) and hands the painter its JS files (the entry, its imports and
// the route's chunks), which it starts together (no request waterfall; src/app/early/paint.ts).
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { chunkForModule, entryChunk, staticClosure } from "./bundle-graph.mjs";

const ROOT_TAG = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
// The global the early painter's IIFE defines (src/app/early/paint.ts: start, dropLanding).
const PAINTER = "__earlyPaint";

// JSON inside a <script>: "<" escaped, so no markup in it (the paint templates) can end the script.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
// Runs the entry once the painter lets the app start (src/app/early/paint.ts whenAppStarts: on a first
// visit after the first photo, which also starts the app's files) and the page has painted: when
// the JS is already cached its evaluation would otherwise hold back that first paint.
const deferredEntry = (src) =>
  `<script type="module">${PAINTER}.whenAppStarts().then(function(){requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(src)})})})})</script>`;

/** src/app/early/paint.ts as one minified IIFE (the app's own modules bundled in: no .toString()). */
async function buildPainter(root, alias) {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias },
    build: {
      write: false,
      copyPublicDir: false,
      target: "es2022",
      lib: { entry: path.join(root, "src/app/early/paint.ts"), formats: ["iife"], name: PAINTER },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  return output.find((o) => o.type === "chunk").code.trim();
}

/** Renders src/app/prerender.tsx in Node: an SSR build into a temp folder, then import(). */
async function loadRenderer(root, alias) {
  const outDir = path.join(root, "node_modules", ".cache", `prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile: false,
      root,
      logLevel: "warn",
      resolve: { alias },
      plugins: [react()],
      build: { ssr: "src/app/prerender.tsx", outDir, emptyOutDir: true, target: "node20", minify: false },
    });
    return await import(pathToFileURL(path.join(outDir, "prerender.js")).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function prerender({ alias }) {
  let root = "";
  return {
    name: "chaekdongne-prerender",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const template = bundle["index.html"];
      if (!template || typeof template.source !== "string" || !template.source.includes(ROOT_TAG)) {
        this.error("prerender: index.html with an empty #root not found");
      }
      const source = template.source;
      const [{ prerenderedPages, LANDING_MATCH, SESSION_KEY, renderPage }, painter] = await Promise.all([
        loadRenderer(root, alias),
        buildPainter(root, alias),
      ]);
      // The chunk graph in the shape scripts/lib/bundle-graph.mjs reads.
      const chunks = Object.values(bundle)
        .filter((c) => c.type === "chunk")
        .map((c) => ({
          fileName: c.fileName,
          isEntry: c.isEntry,
          imports: c.imports,
          facade: c.facadeModuleId,
          modules: c.moduleIds,
        }));
      const entryFile = entryChunk(chunks).fileName;
      const inEntry = staticClosure(chunks, entryFile);
      // Vite names the entry in a module script; for an import-only entry it drops (chunk-groups.mjs,
      // ENTRY_CHUNK) it names each of its imports instead, rolldown's runtime too. The entry's
      // becomes the deferred start; all of them are the app's files the painter starts.
      const scripts = [...source.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
      if (!scripts.includes(`/${entryFile}`))
        this.error(`prerender: no script for the entry ${entryFile} in index.html`);
      const deferEntry = (html) =>
        html.replace(MODULE_SCRIPT, (_tag, src) => (src === `/${entryFile}` ? deferredEntry(src) : ""));
      /** JS chunks (beyond the entry's) and CSS files of route modules, as root-relative URLs. */
      const routeFiles = (modules) => {
        const files = [
          ...staticClosure(
            chunks,
            modules.map((m) => {
              const c = chunkForModule(chunks, m);
              if (!c) this.error(`prerender: no chunk for ${m}`);
              return c.fileName;
            }),
          ),
        ].filter((f) => !inEntry.has(f));
        const css = [...new Set(files.flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])]))];
        return { files, css };
      };
      const withFiles = ({ modules, ...e }) => {
        if (!modules) return e;
        const { files, css } = routeFiles(modules);
        return { ...e, files: [...css, ...files].map((f) => `/${f}`) };
      };
      for (const page of await prerenderedPages()) {
        const { files, css: routeCss } = routeFiles(page.modules);
        // `styles`: modules whose CSS the page links without their JS (what its markup needs to paint).
        const css = [...new Set([...routeCss, ...(page.styles ? routeFiles(page.styles).css : [])])];
        const head = css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("");
        // The app's JS for this page, the entry first: started by the painter (startApp).
        const appFiles = [...new Set([`/${entryFile}`, ...scripts, ...files.map((f) => `/${f}`)])];
        const markup = (await renderPage(page.name)).replace(/<script[\s\S]*?<\/script>/g, "");
        const rootHtml =
          `<div id="root" inert aria-hidden="true" data-prerendered="${page.path}">${markup}</div>` +
          (page.file === "index.html"
            ? `<script>${PAINTER}.dropLanding(${scriptJson(LANDING_MATCH)},${scriptJson(SESSION_KEY)})</script>`
            : "");
        // The painter once, with the page's entries. The early request goes first: an inline
        // script after a stylesheet waits for it.
        const early = `<script>${painter}\n${PAINTER}.start(${scriptJson(page.early.map(withFiles))},${scriptJson(appFiles)})</script>`;
        const html = deferEntry(source)
          // Replacer functions: a "$&" in a script is text, not a replace() pattern.
          .replace(CHARSET, () => `${CHARSET}${early}`)
          .replace("</head>", () => `${head}</head>`)
          .replace(ROOT_TAG, () => rootHtml);
        if (page.file === "index.html") template.source = html;
        else this.emitFile({ type: "asset", fileName: page.file, source: html });
      }
    },
  };
}
