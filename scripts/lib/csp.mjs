// The Content-Security-Policy of the production site (deploy/Caddyfile). Inline scripts are
// allowed by hash only: the prerender writes a few (scripts/lib/vite-prerender.mjs), and the build
// hashes exactly what it emitted, so an edit to them can never ship with a stale policy.
import { createHash } from "node:crypto";

/** The bodies of the inline <script> elements of an HTML document (no src attribute). */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(m[1]) && m[2].length > 0) out.push(m[2]);
  }
  return out;
}

export const scriptHash = (body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** Where browsers send Content-Security-Policy violations (pb_hooks/core/routes.js lists it). */
export const CSP_REPORTS_PATH = "/api/chaekdongne/csp-reports";

/**
 * Same origin for everything (the API is proxied to PocketBase on the site's own origin).
 * style-src-attr: prerendered markup carries React's style="" attributes; no <style> elements.
 * @param {string[]} hashes from scriptHash()
 */
export function contentSecurityPolicy(hashes) {
  const unique = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${unique.join(" ")}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker only: pictures are made on the main thread (src/lib/prepare-image.ts).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations go to an admin-only store (pb_hooks/csp-reports): report-to for browsers with the
    // Reporting API (deploy/Caddyfile names the "csp" endpoint), report-uri for the others.
    `report-uri ${CSP_REPORTS_PATH}`,
    "report-to csp",
  ].join("; ");
}

/** The policy for a build, from the HTML files it emitted ({ fileName: source }). */
export function policyForHtml(files) {
  return contentSecurityPolicy(Object.values(files).flatMap((html) => inlineScripts(html).map(scriptHash)));
}

/** The Caddyfile snippet deploy/Caddyfile imports from the build folder: the policy and its report endpoint. */
export const caddySnippet = (policy) =>
  `# Written by the build (scripts/lib/csp.mjs): hashes of this build's inline scripts.\n` +
  `header Content-Security-Policy "${policy}"\n` +
  `header Reporting-Endpoints \`csp="${CSP_REPORTS_PATH}"\`\n`;
