import { execFile } from "node:child_process";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { inlineScripts, scriptHash } from "../../scripts/lib/csp.mjs";

// Every page of every context a test opens reports Content-Security-Policy violations; the test
// fails if there is any (the `csp` fixture checks after the test body).

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

// ---- The operator's commands against the running stack (scripts/e2e-prod.mjs started it). ----

/** The environment the stack was started with (what an operator keeps in CHAEKDONGNE_ENV_FILE). */
export const prodEnv = (): Record<string, string> => JSON.parse(process.env.PROD_ENV ?? "{}");

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs one of the ops scripts (`npm run X` is `node scripts/X.mjs`) as the operator would. */
export function runOps(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<OpsRun> {
  const start = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${script}.mjs`, ...args],
      { env: { ...process.env, ...prodEnv(), ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, ms: Date.now() - start }),
    );
  });
}

/** The entry script the site serves right now (its name carries the build's salt). */
export async function servedEntry(): Promise<string> {
  const html = await (await fetch(`${process.env.PROD_SITE_URL}/`)).text();
  return /\/assets\/index-[\w-]+\.js/.exec(html)![0];
}

/**
 * Visitors hitting the site while something happens: each round reads a page and checks that its
 * CSP allows exactly its inline scripts and that the scripts it names exist, reads a link-preview
 * page (through PocketBase), the API and (with `writes`) signs a member in. Every failed request
 * is kept.
 */
export function loadLoop(
  member: { email: string; password: string },
  clubId: string,
  { workers = 3, writes = true }: { workers?: number; writes?: boolean } = {},
) {
  const site = process.env.PROD_SITE_URL!;
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const check = (what: string, ok: boolean) => {
    requests++;
    if (!ok) failures.push(`${new Date().toISOString()} ${what}`);
  };
  // Like a browser: a request on a kept-alive connection that the server closed before answering
  // (Caddy closes idle HTTP/1.1 connections when it reloads) is sent again once, on a new one.
  const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    try {
      return await globalThis.fetch(url, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") throw error;
      return globalThis.fetch(url, init);
    }
  };
  const page = async (path: string) => {
    const res = await fetch(`${site}${path}`);
    const html = await res.text();
    check(`${path} ${res.status}`, res.status === 200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const missing = inlineScripts(html).filter((s) => !csp.includes(scriptHash(s)));
    check(`${path}: inline scripts outside its CSP`, missing.length === 0);
    const entry = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    if (entry) {
      const js = await fetch(`${site}${entry}`);
      await js.arrayBuffer();
      check(`${entry} named by ${path}: ${js.status}`, js.status === 200);
    }
  };
  const round = async () => {
    await page("/main/bookReview");
    await page(`/club/${clubId}`);
    const list = await fetch(`${site}/api/collections/bookReview/records?perPage=1&sort=-created,-id`);
    await list.arrayBuffer();
    check(`review list ${list.status}`, list.status === 200);
    if (!writes) return;
    const login = await fetch(`${site}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ identity: member.email, password: member.password }),
    });
    await login.arrayBuffer();
    check(`login ${login.status}`, login.status === 200);
  };
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        try {
          await round();
        } catch (error) {
          check(
            `request failed: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? error}`,
            false,
          );
        }
      }
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
      return { requests, failures };
    },
  };
}
