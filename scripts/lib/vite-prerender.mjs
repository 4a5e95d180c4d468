// Vite plugin (build only): prerenders the first screens a visitor opens (src/app/prerender.tsx)
// into static HTML. The markup sits in #root, inert and hidden from assistive tech until
// src/main.tsx has the real app ready and replaces it in one commit. Each page's HTML also links
// its route CSS (no unstyled flash) and modulepreloads its route chunks (no request waterfall).
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";

const ROOT_TAG = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

// "/" doubles as the SPA fallback of every other path, and members skip the landing page: for
// them, and on any other path, the markup is removed before the first paint.
const fallbackScript = (key) =>
  `<script>(function(){var r=document.getElementById("root");var m=false;` +
  `try{m=!!JSON.parse(localStorage.getItem(${JSON.stringify(key)})||"{}").state.user}catch(e){}` +
  `if(location.pathname!=="/"||m){r.replaceChildren();r.removeAttribute("inert");r.removeAttribute("aria-hidden");r.removeAttribute("data-prerendered")}})()</script>`;

// Starts the page's list request (and then its first image) before the app's JS has arrived.
const earlyScript = (pbUrl, early) =>
  `<script>(function(){var p=${JSON.stringify(early.path)},b=${JSON.stringify(pbUrl)},i=${JSON.stringify(early.image ?? null)},` +
  `d=${JSON.stringify(early.onlyWhenStored ?? null)};` +
  // A persisted filter that differs from the default means the app will ask for another list.
  `if(d)try{var s=(JSON.parse(localStorage.getItem(d.key)||"null")||{}).state||{};` +
  `for(var k in d.state)if(k in s&&JSON.stringify(s[k])!==JSON.stringify(d.state[k]))return}catch(e){}` +
  `var r=fetch(b+p).then(function(x){if(!x.ok)throw new Error(String(x.status));return x.json()});` +
  `(window.__chaekdongneEarly=window.__chaekdongneEarly||{})[p]=r;r.catch(function(){});` +
  `if(i)r.then(function(d){var t=d.items&&d.items[0];if(!t||!t[i.field])return;var l=document.createElement("link");` +
  `l.rel="preload";l.as="image";l.fetchPriority="high";` +
  `l.href=b+"/api/files/"+t.collectionId+"/"+t.id+"/"+encodeURIComponent(t[i.field])+"?thumb="+i.thumb;document.head.appendChild(l)},function(){})})()</script>`;

// Runs the entry after the prerendered page has painted: when the JS is already cached its
// evaluation would otherwise hold back that first paint. The file is modulepreloaded meanwhile.
const deferredEntry = (src) =>
  `<link rel="modulepreload" crossorigin href="${src}"><script type="module">requestAnimationFrame(function(){setTimeout(function(){import(${JSON.stringify(src)})})})</script>`;

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

/** Static imports of `file`, transitively (the chunks a route needs before it runs). */
function staticClosure(bundle, files) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || !bundle[f]) return;
    seen.add(f);
    for (const i of bundle[f].imports ?? []) visit(i);
  };
  files.forEach(visit);
  return seen;
}

export function prerender({ sessionStorageKey, alias }) {
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
      const { PRERENDERED_PAGES, PB_URL, renderPage } = await loadRenderer(root, alias);
      const entryTag = source.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
      if (!entryTag) this.error("prerender: entry script tag not found in index.html");
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = staticClosure(bundle, [entry.fileName]);
      for (const page of PRERENDERED_PAGES) {
        const routeChunks = page.modules.map((m) => {
          const c = chunks.find((c) => c.facadeModuleId === path.join(root, m));
          if (!c) this.error(`prerender: no chunk for ${m}`);
          return c.fileName;
        });
        const files = [...staticClosure(bundle, routeChunks)].filter((f) => !inEntry.has(f));
        const css = [...new Set(files.flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])]))];
        const head = [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join("");
        const markup = (await renderPage(page.path)).replace(/<script[\s\S]*?<\/script>/g, "");
        const rootHtml =
          `<div id="root" inert aria-hidden="true" data-prerendered="${page.path}">${markup}</div>` +
          (page.path === "/" ? fallbackScript(sessionStorageKey) : "");
        // The early request goes first: an inline script after a stylesheet waits for it.
        const early = page.early ? earlyScript(PB_URL, page.early) : "";
        const html = source
          .replace(CHARSET, `${CHARSET}${early}`)
          .replace(entryTag[0], deferredEntry(entryTag[1]))
          .replace("</head>", `${head}</head>`)
          .replace(ROOT_TAG, rootHtml);
        if (page.file === "index.html") template.source = html;
        else this.emitFile({ type: "asset", fileName: page.file, source: html });
      }
    },
  };
}

