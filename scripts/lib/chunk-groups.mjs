// Chunking for the first screens (vite.config.ts, build.rolldownOptions.output.codeSplitting).
// The default split gave each first screen ~20 small files (one per shared module); on a phone
// every file is a request and an evaluation step before the first real card paints (issue 16:
// merging the list screens' files 20 → 7 moved "first card" 4.0 → 2.5 s). Here every module that
// the entry does not already load is placed by which route modules (src/app/routes/*) reach it
// through static imports:
//   - only the list screens (layout + club list + review list) -> "lists" (both tabs, one file)
//   - only /club/:id -> "club-detail", only /bookReview/:id -> "review-detail"
//   - shared by several first screens -> "screens" (query hooks, avatar, top bar, dialogs...)
//   - no first screen -> left to the default split (forms, chat, editor stay lazy and separate)
// So a first screen loads framework + entry (+ its runtime and query core) + screens + its own
// file: 6 files instead of 17-24. Modules the entry imports stay in the entry (never pulled
// into `/`). Imports from packages should be deep ("date-fns/format"): a barrel re-exports the
// whole package, so every module behind it would look reachable.

import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

const QUERY_HOOKS =
  /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useBaseQuery|useQuery|useInfiniteQuery|useMutation|useSuspenseQuery|queryOptions|infiniteQueryOptions|queryObserver|infiniteQueryObserver|mutationObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$/;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ROUTES_DIR = path.join(ROOT, "src", "app", "routes");
const ENTRY = path.join(ROOT, "src", "main.tsx");
const BUNDLES = {
  "main-layout": "lists",
  "club-list": "lists",
  "review-list": "lists",
  "club-detail": "club-detail",
  "review-detail": "review-detail",
};

/** Module ids reachable from `start` through static imports (the start included). */
function closure(start, ctx) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** For every module: the set of routes (or "entry") whose static imports reach it. */
function reachMap(ctx) {
  const reach = new Map();
  const add = (id, who) => (reach.get(id) ?? reach.set(id, new Set()).get(id)).add(who);
  for (const id of closure(ENTRY, ctx)) add(id, "entry");
  for (const file of readdirSync(ROUTES_DIR)) {
    if (!file.endsWith(".tsx")) continue;
    for (const id of closure(path.join(ROUTES_DIR, file), ctx)) add(id, file.slice(0, -4));
  }
  return reach;
}

/**
 * The chunk name for a module reached by `routes`, or null to leave it to the default split:
 * the one first-screen bundle that needs it, or "screens" when several do. Other routes that
 * share the module load that chunk too (a little extra for secondary screens).
 */
export function bundleFor(routes) {
  if (routes.has("entry")) return null;
  const names = new Set([...routes].map((r) => BUNDLES[r]).filter(Boolean));
  if (names.size === 0) return null;
  return names.size === 1 ? [...names][0] : "screens";
}

export function firstScreenGroups() {
  let reach;
  return [
    // React + router: needed by every screen, used whole, long-cached across app deploys.
    { name: "framework", test: FRAMEWORK, priority: 3 },
    {
      name: (id, ctx) => {
        if (FRAMEWORK.test(id)) return null;
        // TanStack Query's hooks: the entry imports the package's barrel (QueryClientProvider),
        // which re-exports them, so the import map would count them as the entry's. If the entry
        // ever uses one, `/` pulls "screens" and scripts/check-bundle.mjs fails its budget.
        if (QUERY_HOOKS.test(id)) return "screens";
        reach ??= reachMap(ctx);
        return bundleFor(reach.get(id) ?? new Set());
      },
      debugName: "first-screens",
      // Only what the map above names: a captured module must not drag entry modules along.
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
