// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CSP_REPORTS_PATH,
  caddySnippet,
  contentSecurityPolicy,
  inlineScripts,
  policyForHtml,
  scriptHash,
} from "../scripts/lib/csp.mjs";

describe("content security policy", () => {
  const html =
    '<head><script>(function(){})()</script><script type="module" crossorigin src="/assets/a.js"></script>' +
    '<script type="module">import("/assets/b.js")</script></head>';

  it("hashes every inline script and no external one", () => {
    expect(inlineScripts(html)).toEqual(["(function(){})()", 'import("/assets/b.js")']);
    expect(scriptHash("(function(){})()")).toBe("'sha256-LG8MLlRLJqaeS84HDT6rhkfK9ckncOJZbBTNKOGqPwU='");
  });

  it("allows scripts by hash only, from no other origin, and forbids framing", () => {
    const policy = policyForHtml({ "index.html": html, "main/club.html": html });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.split(" ").filter((s) => s.startsWith("'sha256-"))).toHaveLength(2); // deduplicated
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });

  it("reports violations to the site's own store, by both reporting mechanisms", () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain(`report-uri ${CSP_REPORTS_PATH}`);
    expect(policy).toContain("report-to csp");
    expect(caddySnippet(policy)).toContain(`header Reporting-Endpoints \`csp="${CSP_REPORTS_PATH}"\``);
  });
});
