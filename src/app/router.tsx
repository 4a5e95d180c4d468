import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from "react-router";
import { RequireAuth } from "@/components/layouts/require-auth";
import { PageSpinner } from "@/components/ui/spinner";
import type { FirstScreen } from "@/config/paths";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorBoundary } from "./routes/root-error";
import { queryClient as appQueryClient } from "./query-client";
import { MEMBER_PAGES, PAGES, placeRoutes, routePage, type LoadRoute, type RoutePage } from "./route-page";

// The first screens' modules (each src/app/routes/<kebab-case name>.tsx), imported here so the
// bundler splits them; the table says where each goes.
export const FIRST_SCREENS = {
  landing: () => import("./routes/landing"),
  clubList: () => import("./routes/club-list"),
  reviewList: () => import("./routes/review-list"),
  clubDetail: () => import("./routes/club-detail"),
  reviewDetail: () => import("./routes/review-detail"),
} satisfies Record<FirstScreen, LoadRoute>;
export const LAYOUTS = { "main-layout": () => import("./routes/main-layout") } satisfies Record<
  string,
  LoadRoute
>;

// The first screens' routes (landing, the two list tabs, the two details) and the parents of
// every other route, which ./secondary-routes.tsx declares and which are added on first use
// (secondaryRoutes below), so the entry does not carry their imports and preload lists. Each page
// is its own error-boundary segment (route-page.ts).
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const placed = placeRoutes(FIRST_SCREENS, routePage(queryClient), LAYOUTS);
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
            ...placed[PAGES],
            { id: MEMBER_PAGES, element: <RequireAuth />, children: placed[MEMBER_PAGES] },
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
    const { SECONDARY_ROUTES } = await import("./secondary-routes");
    if (added) return;
    for (const [parent, routes] of Object.entries(placeRoutes(SECONDARY_ROUTES, page))) patch(parent, routes);
    added = true;
  };
}

export function createAppRouter(queryClient: QueryClient = appQueryClient) {
  const routes = buildRoutes(queryClient);
  const page = routePage(queryClient);
  return createBrowserRouter(routes, { patchRoutesOnNavigation: secondaryRoutes(routes, page) });
}
