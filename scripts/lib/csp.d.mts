export function inlineScripts(html: string): string[];
export function scriptHash(body: string): string;
export function contentSecurityPolicy(hashes: string[]): string;
export function policyForHtml(files: Record<string, string>): string;
export function caddySnippet(policy: string): string;
export const CSP_REPORTS_PATH: string;
