// Link previews in `vite` (dev) and `vite preview` (the e2e suite): /club/{id} and /bookReview/{id}
// answer the app's index.html with the card PocketBase describes
// (GET /api/chaekdongne/link-preview/{club|bookReview}/{id}), written into the head by the same
// code production uses (pb_hooks/link-preview/lib.js; production: deploy/Caddyfile →
// pb_hooks/link-preview/routes.js). Decided by path, as in production. Without an answer from PocketBase
// the page is the plain index.html.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROUTES, routeRegex } from "../../src/config/route-table.mjs";

/** pb_hooks/link-preview/lib.js: a PocketBase module (CommonJS, no PocketBase globals). */
export function loadHeadModule() {
  const source = readFileSync(new URL("../../pb_hooks/link-preview/lib.js", import.meta.url), "utf8");
  const module = { exports: {} };
  new Function("module", source)(module);
  return /** @type {{ injectHead: (html: string, preview: unknown) => string }} */ (module.exports);
}

// The app's own spelling only (like Caddy's matcher): /club/{id}, /bookReview/{id}.
const RECORD_PAGES = [ROUTES.clubDetail.path, ROUTES.reviewDetail.path].map((p) => new RegExp(routeRegex(p)));

/** @param {{ pbUrl: string }} options */
export function linkPreview({ pbUrl }) {
  const head = loadHeadModule();
  const previewOf = async (/** @type {string} */ pathname) => {
    try {
      const res = await fetch(`${pbUrl}/api/chaekdongne/link-preview${pathname}`, {
        signal: AbortSignal.timeout(5000),
      });
      return res.ok ? await res.json() : null;
    } catch {
      return null;
    }
  };
  /** @param {(url: string) => Promise<string>} indexHtml */
  const middleware =
    (indexHtml) =>
    async (
      /** @type {import("node:http").IncomingMessage} */ req,
      /** @type {import("node:http").ServerResponse} */ res,
      /** @type {(error?: unknown) => void} */ next,
    ) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if ((req.method !== "GET" && req.method !== "HEAD") || !RECORD_PAGES.some((r) => r.test(url.pathname)))
        return next();
      try {
        const html = await indexHtml(req.url ?? "/");
        const preview = await previewOf(url.pathname.replace(/\/+$/, ""));
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(req.method === "HEAD" ? undefined : preview ? head.injectHead(html, preview) : html);
      } catch (error) {
        next(error);
      }
    };
  return {
    name: "chaekdongne-link-preview",
    /** @param {import("vite").ViteDevServer} server */
    configureServer(server) {
      const file = path.join(server.config.root, "index.html");
      server.middlewares.use(middleware((url) => server.transformIndexHtml(url, readFileSync(file, "utf8"))));
    },
    /** @param {import("vite").PreviewServer} server */
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, "index.html");
      server.middlewares.use(middleware(async () => readFileSync(file, "utf8")));
    },
  };
}
