// Build-time only (never in the browser bundle): renders the first screens a visitor opens into
// static HTML, so the page paints as soon as HTML and CSS arrive instead of after ~130 KB of JS.
// The vite plugin in scripts/lib/vite-prerender.mjs builds this file for Node and writes the
// markup into index.html and one HTML file per page; src/main.tsx replaces it on first render.
// It also renders the markup the early painter (./early/paint.ts) fills with the first records.
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { EarlyTemplate } from "@/components/ui/early-template";
import type { FirstScreen } from "@/config/paths";
import { ROUTES, htmlFile, routeModule, routeRegex, type Route } from "@/config/route-table.mjs";
import { EARLY_CLUB_LIST_PATH } from "@/features/clubs/api/get-clubs";
import { clubDetailPath } from "@/features/clubs/api/get-club";
import type { Club } from "@/features/clubs/api/types";
import { EARLY_CLUB_SAMPLES, EarlyClubCards, EarlyClubDetail } from "@/features/clubs/components/club-early";
import { clubView } from "@/features/clubs/lib/club-view";
import { DEFAULT_CLUB_SEARCH } from "@/features/clubs/lib/club-search-params";
import { CLUB_FILTER_STORAGE_KEY } from "@/features/clubs/stores/saved-club-filter";
import { EARLY_REVIEW_LIST_PATH } from "@/features/reviews/api/get-reviews";
import { EARLY_REVIEW_SAMPLE, EarlyReviewRows } from "@/features/reviews/components/review-early-rows";
import { SESSION_STORAGE_KEY, useSession, type SessionUser } from "@/lib/session";
import type { EarlyEntry } from "./early/early-entry";
import { Component as LandingPage } from "./routes/landing";
import { Component as MainLayout } from "./routes/main-layout";
import { Component as ClubListPage } from "./routes/club-list";
import { Component as ReviewListPage } from "./routes/review-list";

export const SESSION_KEY = SESSION_STORAGE_KEY;
/** The landing's pattern, for the script that drops its markup on other paths (vite-prerender.mjs). */
export const LANDING_MATCH = routeRegex(ROUTES.landing.path);

const CLUB_SLOT = '[data-early-slot="clubs"]';
const REVIEW_SLOT = '[data-early-slot="reviews"]';

/** Markup of each sample club, by the variant it stands for (clubView's `ended`). */
const clubVariants = async (render: (club: Club) => Promise<string>) =>
  Object.fromEntries(
    await Promise.all(
      EARLY_CLUB_SAMPLES.map(async (club) => [String(clubView(club).ended), await render(club)]),
    ),
  ) as Record<string, string>;

/**
 * What each first screen starts from its HTML besides its files: the request (src/lib/early-request.ts;
 * the API function takes the same path) and the first records painted from its answer before the
 * app runs, in the real components' markup (./early/paint.ts).
 */
const EARLY: Partial<Record<FirstScreen, () => Promise<EarlyEntry>>> = {
  clubList: async () => ({
    request: EARLY_CLUB_LIST_PATH,
    onlyWhenStored: { key: CLUB_FILTER_STORAGE_KEY, state: DEFAULT_CLUB_SEARCH },
    onlyWithoutQuery: true,
    // The first two cards, inside the inert prerendered page (the first photo is the largest paint).
    paint: {
      view: "club",
      slot: CLUB_SLOT,
      variantBy: "ended",
      preload: "photo",
      variants: await clubVariants((club) => renderMarkup(<EarlyClubCards club={club} />)),
    },
  }),
  reviewList: async () => ({
    request: EARLY_REVIEW_LIST_PATH,
    // The first four rows (the first preview text is the largest paint).
    paint: {
      view: "reviewRow",
      slot: REVIEW_SLOT,
      variants: { rows: await renderMarkup(<EarlyReviewRows review={EARLY_REVIEW_SAMPLE} />) },
    },
  }),
  clubDetail: async () => ({
    request: clubDetailPath(":clubId"),
    // A member's whole screen (top bar, photo, text; not the footer), from index.html.
    paint: {
      view: "clubDetail",
      variantBy: "ended",
      preload: "photo",
      variants: await clubVariants((club) => renderScreenAsMember(<EarlyClubDetail club={club} />)),
    },
  }),
};

// The prerendered pages' components and layouts, rendered without loaders: data is never fetched at
// build time, so lists render their skeletons, exactly like the app's first render before data arrives.
type Prerendered = {
  [N in FirstScreen]: (typeof ROUTES)[N] extends { member: true } ? never : N;
}[FirstScreen];
const PAGES = {
  landing: LandingPage,
  clubList: ClubListPage,
  reviewList: ReviewListPage,
} satisfies Record<Prerendered, ComponentType>;
const LAYOUTS: Record<string, ComponentType> = { "main-layout": MainLayout };

const screens = (Object.entries(ROUTES) as [FirstScreen, Route][]).filter(([, route]) => route.screen);
const moduleFile = (module: string) => `src/app/routes/${module}.tsx`;

/** The early entry of a first screen: its own files, and its request and paint if it has them. */
async function earlyEntry(name: FirstScreen, route: Route): Promise<EarlyEntry> {
  const own = (await EARLY[name]?.()) ?? {};
  // Every early request is the viewer's: a member's carries their token.
  const specific = own.request ? { ...own, sessionKey: SESSION_STORAGE_KEY } : own;
  if (htmlFile(route) !== "index.html") return specific; // the page's own HTML links its files
  return {
    // index.html serves every path: only this route's pathnames.
    match: routeRegex(route.path),
    ...(route.member ? { memberOnly: true, sessionKey: SESSION_STORAGE_KEY } : {}),
    modules: [moduleFile(routeModule(name))],
    ...specific,
  };
}

/**
 * Prerendered pages, a visitor's first screens (src/config/route-table.mjs): output file, the
 * route modules whose chunks and CSS the page preloads, and its early entries. index.html is also
 * every other path's fallback, so it starts the landing's files only on /, and carries the
 * entries of the members' first screens, which it serves.
 */
export async function prerenderedPages() {
  const pages = [];
  for (const [name, route] of screens) {
    if (route.member) continue;
    const file = htmlFile(route);
    const own = [route.layout, routeModule(name)].filter((m) => m !== undefined).map(moduleFile);
    const isIndex = file === "index.html";
    const served = isIndex ? screens.filter(([, r]) => htmlFile(r) === file) : [[name, route] as const];
    pages.push({
      name: name as Prerendered,
      path: route.path,
      file,
      // index.html's markup (the landing) paints before its JS has arrived: its CSS is linked.
      modules: isIndex ? [] : own,
      styles: isIndex ? own : [],
      early: (await Promise.all(served.map(([n, r]) => earlyEntry(n, r)))).filter(
        (e) => Object.keys(e).length,
      ),
    });
  }
  return pages;
}

/** The visitor's markup of a prerendered route (no session, no data), in its layouts. */
export function renderPage(name: Prerendered) {
  const { path, layout }: Route = ROUTES[name];
  const Page = PAGES[name];
  const Layout = layout ? LAYOUTS[layout] : undefined;
  const page: RouteObject = { path, element: <Page /> };
  const inLayout = Layout ? { element: <Layout />, children: [page] } : page;
  return renderRoutes([{ element: <AppLayout />, children: [inLayout] }], path);
}

/** Markup of `path` in `routes`, with the app's providers (no session, no data). */
async function renderRoutes(routeList: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`prerender ${path}: unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

/**
 * The markup of one element for the early painter (with a router for its links), without the
 * <link> hints React adds: controls that depend on the viewer render placeholders (EarlyTemplate).
 */
export const renderMarkup = async (element: ReactNode, layout?: ReactNode) => {
  const template = <EarlyTemplate.Provider value>{element}</EarlyTemplate.Provider>;
  const routeList: RouteObject[] = layout
    ? [{ element: layout, children: [{ path: "/", element: template }] }]
    : [{ path: "/", element: template }];
  return (await renderRoutes(routeList, "/")).replace(/<link [^>]*\/?>/g, "");
};

/** A whole screen in the app's layout, as a signed-in member sees it (guarded pages are members'). */
export async function renderScreenAsMember(element: ReactNode) {
  const viewer = {
    id: "viewer000000001",
    collectionId: "users0000000001",
    nickname: "viewer",
  } as SessionUser;
  useSession.setState({ token: "early", user: viewer });
  try {
    return await renderMarkup(element, <AppLayout />);
  } finally {
    useSession.setState({ token: "", user: null });
  }
}
