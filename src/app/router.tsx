import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type LoaderFunction, type RouteObject } from "react-router";
import { RequireAuth } from "@/components/layouts/require-auth";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingRoute } from "./routes/landing";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorBoundary } from "./routes/root-error";
import { queryClient as appQueryClient } from "./query-client";

/** What a route module in ./routes exports. */
interface RouteModule {
  Component: ComponentType;
  /** Given the app's query client, the loader that warms its cache before the page renders. */
  makeLoader?: (queryClient: QueryClient) => LoaderFunction;
}

// Every route of spec section 2. Route modules in ./routes export `Component` and, where they
// need data before render, `makeLoader(queryClient)`: a loader that only warms the TanStack
// Query cache. Each page is its own error-boundary segment, so a failure there keeps the app
// shell and says what went wrong (root-error.tsx).
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (load: () => Promise<RouteModule>) => async () => {
    const { Component, makeLoader } = await load();
    return { Component, loader: makeLoader?.(queryClient), ErrorBoundary: RouteErrorBoundary };
  };
  return [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: "/", element: <LandingRoute /> },
          { path: "/atomMaking", lazy: page(() => import("./routes/atom-making")) },
          { path: "/login", lazy: page(() => import("./routes/login")) },
          { path: "/signup", lazy: page(() => import("./routes/signup")) },
          { path: "/resetPassword", lazy: page(() => import("./routes/reset-password")) },
          { path: "/resetPassword/:token", lazy: page(() => import("./routes/reset-password-confirm")) },
          { path: "/verifyEmail/:token", lazy: page(() => import("./routes/verify-email")) },
          // Paths match case-insensitively, so /Welcome lands here too.
          { path: "/welcome", lazy: page(() => import("./routes/welcome")) },
          {
            path: "/main",
            lazy: page(() => import("./routes/main-layout")),
            children: [
              { path: "club", lazy: page(() => import("./routes/club-list")) },
              { path: "bookReview", lazy: page(() => import("./routes/review-list")) },
            ],
          },
          { path: "/main/club/filter", lazy: page(() => import("./routes/club-filter")) },
          {
            element: <RequireAuth />,
            children: [
              {
                path: "/bookReview/:bookreviewId",
                lazy: page(() => import("./routes/review-detail")),
                children: [{ path: "comments", lazy: page(() => import("./routes/review-comments")) }],
              },
              { path: "/club/:clubId", lazy: page(() => import("./routes/club-detail")) },
              { path: "/createClub", lazy: page(() => import("./routes/create-club-step1")) },
              { path: "/createClub2", lazy: page(() => import("./routes/create-club-step2")) },
              { path: "/createClub3", lazy: page(() => import("./routes/create-club-step3")) },
              { path: "/createClub4", lazy: page(() => import("./routes/create-club-step4")) },
              { path: "/applicationClub/:clubId", lazy: page(() => import("./routes/application-club")) },
              { path: "/managementClub/:clubId", lazy: page(() => import("./routes/management-club")) },
              { path: "/chatRoom/:chattingRoomId", lazy: page(() => import("./routes/chat-room")) },
              { path: "/chatRoomList/:userId", lazy: page(() => import("./routes/chat-room-list")) },
              { path: "/createBookReview", lazy: page(() => import("./routes/create-review")) },
              { path: "/editBookReview/:bookreviewId", lazy: page(() => import("./routes/edit-review")) },
              { path: "/myPage", lazy: page(() => import("./routes/my-page")) },
              { path: "/editProfileMenu", lazy: page(() => import("./routes/edit-profile-menu")) },
              { path: "/editProfileInfo", lazy: page(() => import("./routes/edit-profile-info")) },
              { path: "/modifyPassword", lazy: page(() => import("./routes/modify-password")) },
              { path: "/blockedMembers", lazy: page(() => import("./routes/blocked-members")) },
              { path: "/myClubList", lazy: page(() => import("./routes/my-club-list")) },
              { path: "/notifications", lazy: page(() => import("./routes/notifications")) },
            ],
          },
          // Guards itself: the page outlives the session it ends.
          { path: "/deleteAccount", lazy: page(() => import("./routes/delete-account")) },
          { path: "*", lazy: page(() => import("./routes/not-found")) },
        ],
      },
    ],
  },
  ];
}

export const createAppRouter = (queryClient: QueryClient = appQueryClient) => createBrowserRouter(buildRoutes(queryClient));
