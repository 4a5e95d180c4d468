// Content-Security-Policy violation reports (issue 32; collection "csp_reports", admins only).
// Load inside a handler: require(`${__hooks}/csp-reports/lib.js`).
//
// Browsers post them to POST /api/chaekdongne/csp-reports without being asked (the policy's
// report-uri and report-to, scripts/lib/csp.mjs): as application/csp-report ({"csp-report": {…}})
// or, through the Reporting API, as application/reports+json ([{type: "csp-violation", body}]).
// A report is the visitor's page and what their browser ran, so each one is reduced to what an
// operator needs and nothing that identifies anyone:
//   directive    one of the CSP directive names (else "other")
//   blocked      "inline", "eval", … or the blocked URL's origin only (no path, no query)
//   page         the app's route pattern of the page (vitals/lib.js: tokens and ids never stored)
//   source       our own script's path (/assets/x.js), "extension" or "" (no other URL)
//   line, column, disposition
// No address, no user, no user agent. Rows per client address and rolling minute are capped, and
// all clients together too (core/abuse-limits.js; counters in memory).

const DIRECTIVES = [
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "media-src",
  "object-src",
  "frame-src",
  "child-src",
  "worker-src",
  "manifest-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "require-trusted-types-for",
  "trusted-types",
];
const KEYWORDS = [
  "inline",
  "eval",
  "wasm-eval",
  "data",
  "blob",
  "self",
  "trusted-types-policy",
  "trusted-types-sink",
];
const PER_REQUEST = 10; // a batch of the Reporting API; more is not a browser
const MINUTE = 60 * 1000;

const str = (v, max) => String(v === undefined || v === null ? "" : v).slice(0, max);
const num = (v) => {
  const n = Math.floor(Number(v));
  return isFinite(n) && n >= 0 && n <= 10000000 ? n : 0;
};

function urlParts(value) {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/i.exec(String(value || ""));
  return m
    ? { scheme: m[1].toLowerCase(), origin: `${m[1].toLowerCase()}://${m[2].toLowerCase()}`, path: m[3] }
    : null;
}

function directiveOf(value) {
  const d = str(value, 60).trim().split(" ")[0].toLowerCase();
  return DIRECTIVES.indexOf(d) >= 0 ? d : "other";
}

/** A keyword, or the origin of a blocked URL (the site's own: "self"). */
function blockedOf(value, site) {
  const v = str(value, 2000).trim().toLowerCase();
  if (KEYWORDS.indexOf(v) >= 0) return v;
  const u = urlParts(v);
  if (!u) return /^[a-z-]+$/.test(v) && v.length <= 20 ? v : "other";
  if (u.origin === site) return "self";
  if (u.scheme === "http" || u.scheme === "https" || u.scheme === "wss" || u.scheme === "ws")
    return u.origin.slice(0, 200);
  return u.scheme.slice(0, 20);
}

/** Our own hashed script (/assets/index-x.js), a browser extension, or nothing. */
function sourceOf(value, site) {
  const u = urlParts(value);
  if (!u) return "";
  if (/-extension$/.test(u.scheme)) return "extension";
  if (u.origin === site && /^\/assets\/[\w.-]+\.js$/.test(u.path)) return u.path;
  return u.origin === site ? "self" : "other";
}

/** The app's route pattern of the page (only pages of this site; anything else "*"). */
function pageOf(value, site) {
  const u = urlParts(value);
  if (!u || u.origin !== site) return "*";
  return require(`${__hooks}/vitals/lib.js`).routeOf(u.path);
}

/** Both report formats as the rows to store (at most PER_REQUEST); [] for anything else. */
function rowsOf(body, site) {
  const reports = [];
  if (body && typeof body === "object" && !Array.isArray(body) && body["csp-report"]) {
    const r = body["csp-report"];
    reports.push({
      directive: r["effective-directive"] || r["violated-directive"],
      blocked: r["blocked-uri"],
      page: r["document-uri"],
      source: r["source-file"],
      line: r["line-number"],
      column: r["column-number"],
      disposition: r.disposition,
    });
  } else if (Array.isArray(body)) {
    for (let i = 0; i < body.length && reports.length < PER_REQUEST; i++) {
      const r = body[i];
      if (!r || r.type !== "csp-violation" || !r.body) continue;
      reports.push({
        directive: r.body.effectiveDirective,
        blocked: r.body.blockedURL,
        page: r.body.documentURL || r.url,
        source: r.body.sourceFile,
        line: r.body.lineNumber,
        column: r.body.columnNumber,
        disposition: r.body.disposition,
      });
    }
  }
  return reports.slice(0, PER_REQUEST).map((r) => ({
    directive: directiveOf(r.directive),
    blocked: blockedOf(r.blocked, site),
    page: pageOf(r.page, site),
    source: sourceOf(r.source, site),
    line: num(r.line),
    column: num(r.column),
    disposition: r.disposition === "report" ? "report" : "enforce",
  }));
}

/** True when this client may add a row now (and counts it): one decision over two counters. */
function allowRow(c) {
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  return limits.serialized(() => countRow(limits, c));
}

function countRow(limits, c) {
  const key = `csp-reports:${limits.clientAddress(c)}`;
  if (!limits.hit(key, limits.envNumber("CHAEKDONGNE_CSP_REPORTS_PER_MINUTE", 20), MINUTE)) return false;
  if (
    limits.hit("csp-reports-total", limits.envNumber("CHAEKDONGNE_CSP_REPORTS_TOTAL_PER_MINUTE", 600), MINUTE)
  )
    return true;
  limits.unhit(key);
  return false;
}

/** POST /api/chaekdongne/csp-reports: 204 when stored (or nothing to store), 429 over the limits. */
function receive(c) {
  let body;
  try {
    body = JSON.parse(readerToString(c.request().body, 64 * 1024));
  } catch (_) {
    throw new BadRequestError("보고서 형식이 올바르지 않아요.");
  }
  const site = String($app.settings().meta.appUrl || "")
    .replace(/\/+$/, "")
    .toLowerCase();
  const rows = rowsOf(body, site);
  const collection = $app.dao().findCollectionByNameOrId("csp_reports");
  for (let i = 0; i < rows.length; i++) {
    if (!allowRow(c)) return c.json(429, { code: 429, message: "잠시 후 다시 시도해주세요.", data: {} });
    const record = new Record(collection);
    for (const k of Object.keys(rows[i])) record.set(k, rows[i][k]);
    $app.dao().saveRecord(record);
  }
  return c.noContent(204);
}

module.exports = { DIRECTIVES, rowsOf, receive };
