import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { RequireAuth } from "@/components/layouts/require-auth";
import { PageSpinner } from "@/components/ui/spinner";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorBoundary } from "./routes/root-error";
import { queryClient as appQueryClient } from "./query-client";
import { routePage, type RoutePage } from "./route-page";

// Parents the other screens' routes are added to (./secondary-routes.tsx).
const PAGES = "pages";
const MEMBER_PAGES = "member-pages";
const REVIEW_DETAIL = "review-detail";

// The routes of spec section 2 that are first screens (landing, the two list tabs, the two
// details). Each page is its own error-boundary segment (route-page.ts). Every other route is
// declared in ./secondary-routes.tsx and added on first use (secondaryRoutes below), so the entry
// does not carry their table and preload lists.
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const page = routePage(queryClient);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          id: PAGES,
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: "/", lazy: page(() => import("./routes/landing")) },
            {
              path: "/main",
              lazy: page(() => import("./routes/main-layout")),
              children: [
                { path: "club", lazy: page(() => import("./routes/club-list")) },
                { path: "bookReview", lazy: page(() => import("./routes/review-list")) },
              ],
            },
            {
              id: MEMBER_PAGES,
              element: <RequireAuth />,
              children: [
                {
                  id: REVIEW_DETAIL,
                  path: "/bookReview/:bookreviewId",
                  lazy: page(() => import("./routes/review-detail")),
                },
                { path: "/club/:clubId", lazy: page(() => import("./routes/club-detail")) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Loads the other screens' routes (once), unless `path` is one of the first screens. */
export function secondaryRoutes(
  firstScreens: RouteObject[],
  page: RoutePage,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || matchRoutes(firstScreens, path)) return;
    const { publicRoutes, memberRoutes, reviewDetailRoutes } = await import("./secondary-routes");
    if (added) return;
    patch(PAGES, publicRoutes(page));
    patch(MEMBER_PAGES, memberRoutes(page));
    patch(REVIEW_DETAIL, reviewDetailRoutes(page));
    added = true;
  };
}

export function createAppRouter(queryClient: QueryClient = appQueryClient) {
  const routes = buildRoutes(queryClient);
  const page = routePage(queryClient);
  return createBrowserRouter(routes, { patchRoutesOnNavigation: secondaryRoutes(routes, page) });
}
