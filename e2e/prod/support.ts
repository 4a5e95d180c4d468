import { test as base, expect, type BrowserContext } from "@playwright/test";

// Every page of every context a test opens reports Content-Security-Policy violations; the test
// fails if there is any (the `csp` fixture checks after the test body).
export const CONTROL_URL = () => process.env.PROD_CONTROL_URL ?? "";

export async function watchCsp(context: BrowserContext, into: string[]) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP-VIOLATION ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const watch = (page: import("@playwright/test").Page) =>
    page.on("console", (m) => {
      const text = m.text();
      if (text.startsWith("CSP-VIOLATION") || text.includes("Content Security Policy"))
        into.push(`${page.url()} ${text}`);
    });
  context.pages().forEach(watch);
  context.on("page", watch);
}

export const test = base.extend<{
  cspViolations: string[];
  newWatchedContext: () => Promise<BrowserContext>;
}>({
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await provide(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  newWatchedContext: async ({ browser, cspViolations }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext();
      await watchCsp(context, cspViolations);
      contexts.push(context);
      return context;
    });
    for (const c of contexts) await c.close();
  },
});
export { expect };
