// Vite plugin (build only): prerenders the first screens a visitor opens (src/app/prerender.tsx)
// into static HTML. The markup sits in #root, inert and hidden from assistive tech until
// src/main.tsx has the real app ready and replaces it in one commit. Each page's HTML also links
// its route CSS (no unstyled flash) and modulepreloads its route chunks (no request waterfall).
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { chunkForModule, staticClosure } from "./bundle-graph.mjs";

const ROOT_TAG = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

/**
 * Runs inline right after #root of index.html (serialized with toString): "/" doubles as the SPA
 * fallback of every other path, and members skip the landing page, so for them and on any other
 * path the landing markup goes before the first paint.
 */
function dropLandingMarkup(sessionKey) {
  const root = document.getElementById("root");
  let member = false;
  try {
    member = !!JSON.parse(localStorage.getItem(sessionKey) ?? "{}").state?.user;
  } catch {
    // unreadable storage: a visitor
  }
  if (location.pathname === "/" && !member) return;
  root.replaceChildren();
  for (const name of ["inert", "aria-hidden", "data-prerendered"]) root.removeAttribute(name);
}

/**
 * Runs inline in the page's <head> (serialized with toString, so it must stay self-contained):
 * starts the page's data request before the app's JS has arrived, keeps the promise for
 * src/lib/early-request.ts, and preloads the first photo (the largest paint) once it answers.
 * early: { path?, match?, image?, onlyWhenStored?, authKey?, files? } (see src/app/prerender.tsx);
 * `files` (the route's JS and CSS, filled in by the plugin) start downloading at once, as the
 * prerendered pages' <link>s do, instead of after the entry has run and matched the route.
 */
function startEarlyRequest(pbUrl, early) {
  let path = early.path;
  if (early.match) {
    const m = location.pathname.match(new RegExp(early.match));
    if (!m) return;
    path = path?.replace("$1", m[1]);
  }
  const preloadFiles = () => {
    for (const href of early.files ?? []) {
      const link = document.createElement("link");
      link.rel = /\.css$/.test(href) ? "stylesheet" : "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const stored = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "null")?.state ?? {};
    } catch {
      return {};
    }
  };
  // A persisted filter that differs from the default means the app will ask for another list.
  const only = early.onlyWhenStored;
  if (only) {
    const state = stored(only.key);
    for (const k in only.state) if (k in state && JSON.stringify(state[k]) !== JSON.stringify(only.state[k])) return;
  }
  const headers = {};
  if (early.authKey) {
    const token = stored(early.authKey).token;
    if (!token) return; // a guarded page: visitors get the auth gate, not this request
    headers.Authorization = token;
  }
  preloadFiles();
  if (!path) return;
  const response = fetch(pbUrl + path, { headers }).then((r) => {
    if (!r.ok) throw new Error(String(r.status));
    return r.json();
  });
  (window.__chaekdongneEarly ??= {})[path] = response;
  response.catch(() => {});
  const image = early.image;
  if (!image) return;
  response.then((data) => {
    const item = data.items ? data.items[0] : data;
    if (!item?.[image.field]) return;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.fetchPriority = "high";
    link.href = `${pbUrl}/api/files/${item.collectionId}/${item.id}/${encodeURIComponent(item[image.field])}?thumb=${image.thumb}`;
    document.head.appendChild(link);
  }, () => {});
}

const earlyScript = (pbUrl, early) => `<script>(${startEarlyRequest})(${JSON.stringify(pbUrl)},${JSON.stringify(early)})</script>`;

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
      const { PRERENDERED_PAGES, PB_URL, SESSION_KEY, renderPage } = await loadRenderer(root, alias);
      const entryTag = source.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
      if (!entryTag) this.error("prerender: entry script tag not found in index.html");
      // The chunk graph in the shape scripts/lib/bundle-graph.mjs reads.
      const chunks = Object.values(bundle)
        .filter((c) => c.type === "chunk")
        .map((c) => ({ fileName: c.fileName, isEntry: c.isEntry, imports: c.imports, facade: c.facadeModuleId, modules: c.moduleIds }));
      const inEntry = staticClosure(chunks, chunks.find((c) => c.isEntry).fileName);
      /** JS chunks (beyond the entry's) and CSS files of route modules, as root-relative URLs. */
      const routeFiles = (modules) => {
        const files = [...staticClosure(chunks, modules.map((m) => {
          const c = chunkForModule(chunks, m);
          if (!c) this.error(`prerender: no chunk for ${m}`);
          return c.fileName;
        }))].filter((f) => !inEntry.has(f));
        const css = [...new Set(files.flatMap((f) => [...(bundle[f].viteMetadata?.importedCss ?? [])]))];
        return { files, css };
      };
      const withFiles = ({ modules, ...e }) => {
        if (!modules) return e;
        const { files, css } = routeFiles(modules);
        return { ...e, files: [...css, ...files].map((f) => `/${f}`) };
      };
      for (const page of PRERENDERED_PAGES) {
        const { files, css } = routeFiles(page.modules);
        const head = [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join("");
        const markup = (await renderPage(page.path)).replace(/<script[\s\S]*?<\/script>/g, "");
        const rootHtml =
          `<div id="root" inert aria-hidden="true" data-prerendered="${page.path}">${markup}</div>` +
          (page.path === "/" ? `<script>(${dropLandingMarkup})(${JSON.stringify(SESSION_KEY)})</script>` : "");
        // The early request goes first: an inline script after a stylesheet waits for it.
        const early = (page.early ?? []).map((e) => earlyScript(PB_URL, withFiles(e))).join("");
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

