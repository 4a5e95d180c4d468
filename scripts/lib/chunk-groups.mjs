// Chunking for the first screens (vite.config.ts, build.rolldownOptions.output.codeSplitting).
// The default split gave each first screen ~20 small files (one per shared module); on a phone
// every file is a request and an evaluation step before the first real card paints (issue 16:
// merging the list screens' files 20 → 7 moved "first card" 4.0 → 2.5 s). Here every module that
// the entry does not already load is placed by which first screens (club list, review list, club
// detail, review detail) reach it through static imports of their route modules (src/app/routes/*):
//   - one screen only -> that screen's file ("club-list", "review-list", "club-detail", "review-detail")
//   - both list tabs only -> "lists" (the /main layout, windowed pages...)
//   - both detail screens only -> "details" (top bar, safety menu...)
//   - both review screens only -> "reviews"; both club screens only -> "screens" (card heart, club
//     keys...: issue 33, a "clubs" file was one request more on the club screens, the most used;
//     the review screens carry its ~1.2 KB)
//   - any other mix -> "screens" (query hooks, dates, avatar...)
//   - no first screen -> left to the default split (forms, chat, editor stay lazy and separate)
// So a first screen loads the entry (React and the router in it) + rolldown's runtime + screens +
// lists/details + (reviews) + its own file: 5-6 files instead of 17-24, and almost no code another
// screen needs (the two tabs used to share one file: ~2 KB of the other tab on each). Modules the
// entry imports stay in the entry (never pulled into `/`). Imports from packages should be deep
// ("date-fns/format", not "date-fns"): a barrel re-exports the whole package, so every module
// behind it would look reachable.

import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROUTES, routeModule } from "../../src/config/route-table.mjs";

const ICON = /src[\\/]components[\\/]ui[\\/]icons[\\/]/;
export const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

// TanStack Query's hooks, by the screens that use them. The entry imports the package's barrel
// (QueryClientProvider), which re-exports every hook, so the import map would count them all as
// the entry's: they are placed by name instead. If the entry ever uses one, `/` pulls that file
// and scripts/check-bundle.mjs fails its budget; if another screen starts using one, it loads
// the file named here (the budget shows it).
const QUERY_HOOKS_DIR = /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/]([A-Za-z]+)\.js$/;
const QUERY_HOOKS = {
  useBaseQuery: "screens",
  useQuery: "screens",
  queryOptions: "screens",
  queryObserver: "screens",
  IsRestoringProvider: "screens",
  QueryErrorResetBoundary: "screens",
  errorBoundaryUtils: "screens",
  suspense: "screens",
  useInfiniteQuery: "lists",
  infiniteQueryOptions: "lists",
  infiniteQueryObserver: "lists",
  useSuspenseQuery: "review-detail",
  // useMutation and its observer: no first screen uses them (the heart and the club detail's
  // dialogs run their mutations without it, or load on demand); the default split places them.
};
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ROUTES_DIR = path.join(ROOT, "src", "app", "routes");
const ENTRY = path.join(ROOT, "src", "main.tsx");
// The chunk groups first screens (route names, src/config/route-table.mjs) share. The landing is in
// none: what it alone needs is left to the default split.
const GROUPS = {
  lists: ["clubList", "reviewList"],
  details: ["clubDetail", "reviewDetail"],
  reviews: ["reviewList", "reviewDetail"],
};
const GROUPED = [...new Set(Object.values(GROUPS).flat())];
/** @type {Record<string, string[]>} Route module -> the grouped first screens it is part of (a layout: each one in it). */
const SCREENS_OF = {};
for (const name of GROUPED) {
  const { layout } = ROUTES[name];
  for (const m of [routeModule(name), ...(layout ? [layout] : [])])
    (SCREENS_OF[m] ??= []).push(routeModule(name));
}
const GROUPS_OF = Object.fromEntries(
  GROUPED.map((name) => [routeModule(name), Object.keys(GROUPS).filter((g) => GROUPS[g].includes(name))]),
);

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
  for (const file of MEMBER_SHELL) for (const id of closure(file, ctx)) add(id, MEMBER);
  return reach;
}

/**
 * The chunk name for a module reached by `routes` (route module names, or "entry"), or null to
 * leave it to the default split: the one first screen that needs it, the group (GROUPS) all the
 * screens that need it share ("lists" for the two tabs, "details", "reviews"), else
 * "screens". Other routes that share the
 * module load that chunk too (a little extra for secondary screens).
 */
export function bundleFor(routes) {
  if (routes.has("entry")) return null;
  const screens = [...new Set([...routes].flatMap((r) => SCREENS_OF[r] ?? []))];
  if (screens.length === 0) return null;
  if (screens.length === 1) return screens[0];
  const shared = GROUPS_OF[screens[0]].filter((group) => screens.every((s) => GROUPS_OF[s].includes(group)));
  return shared[0] ?? "screens";
}

// Files that always load together after the first render, one request each instead of one per
// module (issue 33: requests after load); a screen that needs one of their modules later finds it
// already loaded:
//   - "pocketbase": the SDK, the app's client, the members' start-up session check, what every
//     member's page loads after its first render (src/app/routes/root-layout.tsx, main-layout.tsx):
//     the member shell (bottom bar, unread counts, realtime) and the bell (4 files and 9 before),
//     and what src/main.tsx loads in the idle moment after load (field measurement, the service
//     worker's registration and update notice). That last part was a file of its own; together,
//     a member's page makes one request less (issue 33), and a visitor's idle moment after load
//     fetches the SDK (~10 KB gzip) that its first call would fetch anyway.
const MEMBER = "member";
const MEMBER_SHELL = [
  path.join(ROUTES_DIR, "member-live.tsx"),
  path.join(ROOT, "src", "features", "notifications", "components", "notification-bell.tsx"),
];
const TOGETHER = {
  pocketbase:
    /node_modules[\\/](pocketbase|web-vitals)[\\/]|src[\\/]lib[\\/](pocketbase|realtime-order|session-check|report-web-vitals|service-worker)\.ts$|src[\\/]config[\\/]auth-token\.ts$|src[\\/]components[\\/]layouts[\\/]update-notice\.tsx$/,
};

// React + router go into the entry's file ("index"), with every module the entry imports: every
// page runs both at once, and one file is one request fewer on every first load (issue 33,
// requests ≤ 2× the floor). They were a "framework" file of their own, kept in the browser's cache
// across deploys; now every deploy makes returning members fetch React again (~90 KB gzip).
// A group cannot be the entry chunk itself: it takes the entry's modules, the entry is left as an
// import of it, and Vite drops such an import-only entry and names the group's file in the HTML
// (so no chunk is `isEntry`: scripts/lib/bundle-graph.mjs `entryChunk`).
export const ENTRY_CHUNK = "index";

export function firstScreenGroups() {
  let reach;
  return [
    {
      name: (id, ctx) => {
        if (FRAMEWORK.test(id)) return ENTRY_CHUNK;
        const together = Object.keys(TOGETHER).find((name) => TOGETHER[name].test(id));
        if (together) return together;
        const hook = QUERY_HOOKS_DIR.exec(id)?.[2];
        if (hook && QUERY_HOOKS[hook]) return QUERY_HOOKS[hook];
        reach ??= reachMap(ctx);
        const routes = reach.get(id) ?? new Set();
        if (routes.has("entry")) return ENTRY_CHUNK;
        const screen = bundleFor(routes);
        // An icon shape is a few bytes that dialogs and forms share: in one screen's file it would
        // make every dialog that draws it load that screen's code. First screens' shapes go together
        // (the member shell's stay in its file: in "screens" every visitor would load them).
        if (screen) return ICON.test(id) ? "screens" : screen;
        return routes.has(MEMBER) && !routes.has("entry") ? "pocketbase" : null;
      },
      debugName: "first-screens",
      // Only what the map above names: a captured module must not drag entry modules along.
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
