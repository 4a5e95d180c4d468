import type { Plugin } from "vite";
import type MagicString from "magic-string";
export const TRIMS: [what: string, text: string, replacement: string, occurrences: number][];
export function pureReactRouter(code: string): MagicString | null;
export function reactRouterPure(): Plugin;
