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

/**
 * The chunk holding the module whose path ends with `suffix`, e.g. "src/app/routes/club-list.tsx":
 * its own chunk (facade), or the group chunk it was merged into (scripts/lib/chunk-groups.mjs).
 */
export function chunkForModule(chunks, suffix) {
  const ends = (m) => !!m && m.replaceAll("\\", "/").endsWith(suffix);
  return chunks.find((c) => ends(c.facade)) ?? chunks.find((c) => (c.modules ?? []).some(ends));
}

/**
 * The chunk every page runs first: the entry chunk, or, when a chunk group took the entry's modules
 * (scripts/lib/chunk-groups.mjs, ENTRY_CHUNK) and Vite dropped the import-only entry left behind,
 * the chunk holding src/main.tsx.
 */
export function entryChunk(chunks) {
  return chunks.find((c) => c.isEntry) ?? chunkForModule(chunks, "src/main.tsx");
}

/**
 * First-load JS of a page: the entry plus the lazy route modules the page needs (`routeModules`),
 * each with its static imports. Returns { files, gzip, forbidden: [{ file, module }] }.
 */
export function firstLoad(chunks, routeModules = [], forbidden = []) {
  const entry = entryChunk(chunks);
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

/**
 * JS files an HTML page names: the entry script, modulepreloads, the painter's app files (the last
 * argument of its start call: scripts/lib/vite-prerender.mjs), inline early `files`.
 */
export function namedScripts(html, earlyRoute) {
  const files = new Set();
  const app = /__earlyPaint\.start\(.*,\[("\/[^\]]*)\]\)<\/script>/.exec(html);
  if (app) for (const f of JSON.parse(`[${app[1]}]`)) files.add(f.slice(1));
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*src="\/([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/import\("\/([^"]+\.js)"\)/g)) files.add(m[1]);
  if (earlyRoute) {
    // The early entry for that route lists its files as JSON inside an inline script.
    for (const m of html.matchAll(/"files":\[([^\]]*)\]/g)) {
      const list = JSON.parse(`[${m[1]}]`);
      if (!list.some((f) => f.includes(`/${earlyRoute}`))) continue;
      for (const f of list) if (f.endsWith(".js")) files.add(f.slice(1));
    }
  }
  return files;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
