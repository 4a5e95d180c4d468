// Types for bundle-graph.mjs (imported by tests/bundle-graph.test.ts).
export interface Chunk {
  fileName: string;
  isEntry: boolean;
  facade?: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  gzip: number;
}
export function staticClosure(chunks: Chunk[], start: string | string[]): Set<string>;
export function chunkForModule(chunks: Chunk[], suffix: string): Chunk | undefined;
export function entryChunk(chunks: Chunk[]): Chunk | undefined;
export function firstLoad(
  chunks: Chunk[],
  routeModules?: string[],
  forbidden?: RegExp[],
): { files: string[]; gzip: number; forbidden: { file: string; module: string }[] };
export function kb(bytes: number): string;
export function namedScripts(html: string, earlyRoute?: string): Set<string>;
