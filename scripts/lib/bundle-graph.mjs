// Pure analysis of a built chunk graph (used by scripts/check-bundle.mjs and scripts/bench-web.mjs).
// A chunk is { fileName, isEntry, imports, dynamicImports, modules, gzip }: `imports` are static
// (loaded before the chunk runs), `dynamicImports` load later (lazy routes, the editor).

/** fileNames reachable from `start` through static imports only, `start` included. */
export function staticClosure(chunks, start) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set();
  const stack = Array.isArray(start) ? [...start] : [start];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name) || !byName.has(name)) continue;
    seen.add(name);
    stack.push(...byName.get(name).imports);
  }
  return seen;
}

/** The chunk whose own module (facade) path ends with `suffix`, e.g. "src/app/routes/club-list.tsx". */
export function chunkForModule(chunks, suffix) {
  return chunks.find((c) => c.facade && c.facade.replaceAll("\\", "/").endsWith(suffix));
}

/**
 * First-load JS of a page: the entry plus the lazy route modules the page needs (`routeModules`),
 * each with its static imports. Returns { files, gzip, forbidden: [{ file, module }] }.
 */
export function firstLoad(chunks, routeModules = [], forbidden = []) {
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error("no entry chunk in the build");
  const starts = [entry.fileName];
  for (const suffix of routeModules) {
    const chunk = chunkForModule(chunks, suffix);
    if (!chunk) throw new Error(`no chunk for ${suffix}: is the route still lazy?`);
    starts.push(chunk.fileName);
  }
  const files = staticClosure(chunks, starts);
  const included = chunks.filter((c) => files.has(c.fileName));
  const hits = [];
  for (const c of included) {
    for (const m of c.modules) {
      const path = m.replaceAll("\\", "/");
      if (forbidden.some((re) => re.test(path))) hits.push({ file: c.fileName, module: path });
    }
  }
  return { files: [...files].sort(), gzip: included.reduce((sum, c) => sum + c.gzip, 0), forbidden: hits };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
