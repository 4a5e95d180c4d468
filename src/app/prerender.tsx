// Build-time only (never in the browser bundle): renders the first screens a visitor opens into
// static HTML, so the page paints as soon as HTML and CSS arrive instead of after ~130 KB of JS.
// The vite plugin in scripts/lib/vite-prerender.mjs builds this file for Node and writes the
// markup into index.html and one HTML file per page; src/main.tsx replaces it on first render.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { env } from "@/config/env";
import { EARLY_CLUB_LIST_PATH } from "@/features/clubs/api/get-clubs";
import {
  EARLY_CARD_TOKENS,
  EarlyClubCards,
  earlyDateTexts,
} from "@/features/clubs/components/club-early-cards";
import { formatDateTime, formatRelative } from "@/lib/format-date";
import { DEFAULT_AVATAR } from "@/components/ui/avatar";
import { LEFT_MEMBER_NAME } from "@/lib/member-name";
import {
  EARLY_ROW_TOKENS,
  EarlyReviewRows,
  earlyRowDates,
} from "@/features/reviews/components/review-early-rows";
import { previewText } from "@/features/reviews/lib/preview-text";
import {
  EARLY_DETAIL_SELECTORS,
  EARLY_DETAIL_TOKENS,
  EARLY_VIEWER_ID,
  EarlyClubDetail,
  earlyDetailDates,
} from "@/features/clubs/components/club-early-detail";
import { clubDetailPath } from "@/features/clubs/api/get-club";
import { ROUTES, prerenderedFile, routeRegex } from "@/config/route-table.mjs";
import { CLUB_PHOTO_THUMB, isEnded } from "@/features/clubs/api/types";
import { SESSION_STORAGE_KEY, useSession, type SessionUser } from "@/lib/session";
import { CLUB_FILTER_STORAGE_KEY, DEFAULT_CLUB_FILTER } from "@/features/clubs/stores/club-filter";
import { EARLY_REVIEW_LIST_PATH } from "@/features/reviews/api/get-reviews";
import { Component as LandingPage } from "./routes/landing";
import { Component as MainLayout } from "./routes/main-layout";
import { Component as ClubListPage } from "./routes/club-list";
import { Component as ReviewListPage } from "./routes/review-list";

export const PB_URL = env.pbUrl;
export const SESSION_KEY = SESSION_STORAGE_KEY;

// The club photo a page preloads: the same thumbnail URL the card and the detail show.
const CLUB_PHOTO = { field: "img", thumb: CLUB_PHOTO_THUMB };

/**
 * Prerendered pages: output file, the route modules whose chunks and CSS the page preloads, and
 * the list request it starts at once (src/lib/early-request.ts), with the first item's image
 * (the page's largest paint) preloaded as soon as that response arrives.
 */
export const PRERENDERED_PAGES = [
  {
    path: ROUTES.landing.path,
    file: prerenderedFile(ROUTES.landing.path),
    modules: [],
    // The landing's markup paints before its JS (started below) has arrived: its CSS is linked.
    styles: ["src/app/routes/landing.tsx"],
    // index.html also opens every other path: a member's club detail starts its record, its
    // photo and its route files early (the files otherwise wait for the entry to run).
    early: [
      // The landing's JS (index.html also serves every other path, which must not load it).
      { match: routeRegex(ROUTES.landing.path), modules: ["src/app/routes/landing.tsx"] },
      {
        match: routeRegex(ROUTES.clubDetail.path),
        path: clubDetailPath(":clubId"),
        image: CLUB_PHOTO,
        authKey: SESSION_STORAGE_KEY,
        modules: ["src/app/routes/club-detail.tsx"],
        // The screen (top bar, photo, text) paints from that record before the app runs.
        paint: async () => ({
          kind: "clubDetail",
          tokens: EARLY_DETAIL_TOKENS,
          dates: earlyDetailDates(),
          selectors: EARLY_DETAIL_SELECTORS,
          variants: {
            upcoming: await renderScreenAsMember(<EarlyClubDetail ended={false} />),
            ended: await renderScreenAsMember(<EarlyClubDetail ended />),
          },
          defaultAvatar: DEFAULT_AVATAR,
          leftMemberName: LEFT_MEMBER_NAME,
        }),
        format: { date: formatDateTime.toString(), ended: isEnded.toString() },
      },
      {
        match: routeRegex(ROUTES.reviewDetail.path),
        authKey: SESSION_STORAGE_KEY,
        modules: ["src/app/routes/review-detail.tsx"],
      },
    ],
  },
  {
    path: ROUTES.clubList.path,
    file: prerenderedFile(ROUTES.clubList.path),
    modules: ["src/app/routes/main-layout.tsx", "src/app/routes/club-list.tsx"],
    early: [
      {
        path: EARLY_CLUB_LIST_PATH,
        image: CLUB_PHOTO,
        onlyWhenStored: { key: CLUB_FILTER_STORAGE_KEY, state: DEFAULT_CLUB_FILTER },
        // The first cards paint from that response, inside the inert prerendered page.
        paint: async () => ({
          kind: "clubs",
          slot: '[data-early-slot="clubs"]',
          tokens: EARLY_CARD_TOKENS,
          dates: earlyDateTexts(),
          variants: {
            upcoming: await renderMarkup(<EarlyClubCards ended={false} />),
            ended: await renderMarkup(<EarlyClubCards ended />),
          },
        }),
        // Sources of the self-contained formatters the painted cards use.
        format: { date: formatDateTime.toString(), ended: isEnded.toString() },
      },
    ],
  },
  {
    path: ROUTES.reviewList.path,
    file: prerenderedFile(ROUTES.reviewList.path),
    modules: ["src/app/routes/main-layout.tsx", "src/app/routes/review-list.tsx"],
    early: [
      {
        path: EARLY_REVIEW_LIST_PATH,
        // The first rows paint from that response (the first preview text is the largest paint).
        paint: async () => ({
          kind: "reviews",
          slot: '[data-early-slot="reviews"]',
          tokens: EARLY_ROW_TOKENS,
          dates: earlyRowDates(),
          variants: { rows: await renderMarkup(<EarlyReviewRows />) },
          defaultAvatar: DEFAULT_AVATAR,
          leftMemberName: LEFT_MEMBER_NAME,
        }),
        format: { date: formatRelative.toString(), preview: previewText.toString() },
      },
    ],
  },
];

// The same components as src/app/router.tsx, without loaders: data is never fetched at build time,
// so lists render their skeletons, exactly like the app's first render before data arrives.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: ROUTES.landing.path, element: <LandingPage /> },
      {
        element: <MainLayout />,
        children: [
          { path: ROUTES.clubList.path, element: <ClubListPage /> },
          { path: ROUTES.reviewList.path, element: <ReviewListPage /> },
        ],
      },
    ],
  },
];

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

/** The visitor's markup of `path` (no session, no data). */
export const renderPage = (path: string) => renderRoutes(routes, path);

/** The markup of one element (with a router for its links), without the <link> hints React adds. */
const renderMarkup = async (element: ReactNode, layout?: ReactNode) => {
  const routeList: RouteObject[] = layout
    ? [{ element: layout, children: [{ path: "/", element }] }]
    : [{ path: "/", element }];
  return (await renderRoutes(routeList, "/")).replace(/<link [^>]*\/?>/g, "");
};

/** A whole screen in the app's layout, as a signed-in member (EARLY_VIEWER_ID) sees it. */
async function renderScreenAsMember(element: ReactNode) {
  const viewer = { id: EARLY_VIEWER_ID, collectionId: "users0000000001", nickname: "viewer" } as SessionUser;
  useSession.setState({ token: "early", user: viewer });
  try {
    return await renderMarkup(element, <AppLayout />);
  } finally {
    useSession.setState({ token: "", user: null });
  }
}
