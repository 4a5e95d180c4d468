// Types for chunk-groups.mjs (imported by vite.config.ts and tests/bundle-graph.test.ts).
import type { CodeSplittingGroup } from "rolldown";
export const FRAMEWORK: RegExp;
export const ENTRY_CHUNK: string;
export function bundleFor(routes: Set<string>): string | null;
export function firstScreenGroups(): CodeSplittingGroup[];
