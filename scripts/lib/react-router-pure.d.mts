import type { Plugin } from "vite";
import type MagicString from "magic-string";
export function pureReactRouter(code: string): MagicString | null;
export function reactRouterPure(): Plugin;
