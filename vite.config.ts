import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { prerender } from "./scripts/lib/vite-prerender.mjs";
import { ENTRY_CHUNK, firstScreenGroups } from "./scripts/lib/chunk-groups.mjs";
import { caddySnippet, policyForHtml } from "./scripts/lib/csp.mjs";
import { linkPreview } from "./scripts/lib/vite-link-preview.mjs";
import { HOOKS_DIR, hookModules } from "./scripts/lib/vite-hook-modules.mjs";
import { reactRouterPure } from "./scripts/lib/react-router-pure.mjs";
import { buildApiOrigin } from "./scripts/lib/ops-config.mjs";

// The service worker (src/service-worker/sw.ts): Workbox precaching of this build's shell. Files
// from public/ that belong to the offline shell are listed; font subsets are cached on first use.
const serviceWorker = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/service-worker",
    filename: "sw.ts",
    registerType: "prompt",
    injectRegister: false, // src/lib/service-worker.ts registers it after load
    manifest: false, // public/manifest.webmanifest
    injectManifest: {
      globPatterns: [
        "**/*.{js,css,html}",
        "manifest.webmanifest",
        "favicon.svg",
        "defaultProfile.webp",
        "icons/icon-{192,512}.png",
      ],
      globIgnores: ["sw.js", "workbox-*.js"],
      dontCacheBustURLsMatching: /^assets\//,
    },
  });

/** Opens the connections to PocketBase early: API calls (CORS) and images use separate pools. */
function preconnectPocketBase(): Plugin {
  let origin = "";
  return {
    name: "chaekdongne-preconnect",
    configResolved(config) {
      origin = new URL(config.env.VITE_PB_URL ?? "http://127.0.0.1:8090").origin;
    },
    transformIndexHtml: () => [
      { tag: "link", attrs: { rel: "preconnect", href: origin, crossorigin: "" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "preconnect", href: origin }, injectTo: "head" },
    ],
  };
}

/** Emits csp.caddy (imported by deploy/Caddyfile): the CSP with hashes of this build's inline scripts. */
function contentSecurityPolicy(): Plugin {
  return {
    name: "chaekdongne-csp",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".html"))
          html[file.fileName] = String(file.source);
      }
      this.emitFile({ type: "asset", fileName: "csp.caddy", source: caddySnippet(policyForHtml(html)) });
    },
  };
}

// BUILD_SALT renames every output file: the deploy test (e2e/prod/deploy.spec.ts) needs a second
// build that shares no file with the first, as a real deploy that changed the code would.
const salt = process.env.BUILD_SALT ? `-${process.env.BUILD_SALT}` : "";

// @hooks: pb_hooks files the app shares with the server (scripts/lib/vite-hook-modules.mjs).
const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)), "@hooks": HOOKS_DIR };
// react-router's package exports only its development build (dev warnings on); builds take the
// production one, which is the same code with the warnings off (smaller, less work at start-up).
const buildAlias = [
  { find: "@", replacement: alias["@"] },
  { find: "@hooks", replacement: alias["@hooks"] },
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
    ),
  },
];

// DIST_DIR lets parallel e2e runs build into their own folder.
export default defineConfig(({ command, mode }) => {
  // A production build for SITE_ADDRESS calls that same origin (the Docker recipe sets only it).
  const apiOrigin = command === "build" ? buildApiOrigin() : undefined;
  if (apiOrigin) process.env.VITE_PB_URL = apiOrigin;
  const pbUrl = (loadEnv(mode, process.cwd(), "VITE_").VITE_PB_URL ?? "http://127.0.0.1:8090").replace(
    /\/$/,
    "",
  );
  // Link-preview cards name images by the site's own address (APP_URL), as production does, where
  // Caddy passes /api/* to PocketBase: the dev and preview servers pass the files on the same way.
  const files = { "/api/files": { target: pbUrl, changeOrigin: true } };
  return {
    // prerender before serviceWorker: the worker precaches the HTML files prerender emits;
    // prerender before the CSP: it hashes the inline scripts prerender writes.
    plugins: [
      react(),
      hookModules(),
      reactRouterPure(),
      preconnectPocketBase(),
      prerender({ alias }),
      contentSecurityPolicy(),
      serviceWorker(),
      linkPreview({ pbUrl }),
    ],
    resolve: { alias: command === "build" ? buildAlias : alias },
    // Every browser we target supports <link rel="modulepreload">: no polyfill in the entry.
    build: {
      outDir: process.env.DIST_DIR ?? "dist",
      target: "es2022",
      modulePreload: {
        polyfill: false,
        // A lazy route's preload list leaves out the JS every page has already run (the entry with
        // React and the router, the runtime): each list is written into the importing chunk, and the entry
        // holds the lists of every route (first-load bytes). CSS stays listed: it is what the
        // preload helper waits for before a lazy route renders.
        // A member's idle prefetch of the next screen (member-live.tsx) names no JS: the browser's
        // module loader fetches those files without a <link> per file, which cost one long task.
        // So does the club footer's leave menu and dialog (loaded at the first touch): its list sat
        // in the first screen's file, and its JS is not urgent.
        resolveDependencies: (file, deps, { hostId, hostType }) => {
          if (hostType !== "js") return deps;
          if (/(^|\/)member-live-[^/]*\.js$/.test(hostId)) return deps.filter((d) => d.endsWith(".css"));
          if (/(^|\/)leave-club-dialog-[^/]*\.js$/.test(file)) return deps.filter((d) => d.endsWith(".css"));
          return deps.filter((d) => !/^assets\/(rolldown-runtime|index)-[^/]*\.js$/.test(d));
        },
      },
      // React + router in the entry's file; each first screen's own code in one or two files
      // instead of ~20 (scripts/lib/chunk-groups.mjs). BUILD_SALT renames every file (deploy tests).
      rolldownOptions: {
        output: {
          entryFileNames: `assets/[name]-[hash]${salt}.js`,
          chunkFileNames: `assets/[name]-[hash]${salt}.js`,
          assetFileNames: `assets/[name]-[hash]${salt}[extname]`,
          codeSplitting: { groups: firstScreenGroups() },
          // V8's explicit compile hint on the file every first screen runs at once (the entry with
          // React + router): Chromium compiles all its functions while the file streams in, off the
          // main thread, instead of one at a time on it as the first render calls them (TBT).
          postBanner: (chunk) => (chunk.name === ENTRY_CHUNK ? "//# allFunctionsCalledOnLoad" : ""),
        },
      },
    },
    server: { host: "127.0.0.1", port: 5173, proxy: files },
    preview: { host: "127.0.0.1", proxy: files },
  };
});
