import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { RequireAuth } from "@/components/layouts/require-auth";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingRoute } from "./routes/landing";
import { NotFoundRoute } from "./routes/not-found";
import { RootErrorBoundary } from "./routes/root-error";

// Every route of spec section 2. Route modules in ./routes export `Component` and, where they
// need data before render, a `loader` that only warms the TanStack Query cache.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RootErrorBoundary />,
        children: [
          { path: "/", element: <LandingRoute /> },
          { path: "/atomMaking", lazy: () => import("./routes/atom-making") },
          { path: "/login", lazy: () => import("./routes/login") },
          { path: "/signup", lazy: () => import("./routes/signup") },
          { path: "/resetPassword", lazy: () => import("./routes/reset-password") },
          { path: "/resetPassword/:token", lazy: () => import("./routes/reset-password-confirm") },
          // Paths match case-insensitively, so /Welcome lands here too.
          { path: "/welcome", lazy: () => import("./routes/welcome") },
          {
            path: "/main",
            lazy: () => import("./routes/main-layout"),
            children: [
              { path: "club", lazy: () => import("./routes/club-list") },
              { path: "bookReview", lazy: () => import("./routes/review-list") },
            ],
          },
          { path: "/main/club/filter", lazy: () => import("./routes/club-filter") },
          {
            element: <RequireAuth />,
            children: [
              {
                path: "/bookReview/:bookreviewId",
                lazy: () => import("./routes/review-detail"),
                children: [{ path: "comments", lazy: () => import("./routes/review-comments") }],
              },
              { path: "/club/:clubId", lazy: () => import("./routes/club-detail") },
              { path: "/createClub", lazy: () => import("./routes/create-club-step1") },
              { path: "/createClub2", lazy: () => import("./routes/create-club-step2") },
              { path: "/createClub3", lazy: () => import("./routes/create-club-step3") },
              { path: "/createClub4", lazy: () => import("./routes/create-club-step4") },
              { path: "/applicationClub/:clubId", lazy: () => import("./routes/application-club") },
              { path: "/managementClub/:clubId", lazy: () => import("./routes/management-club") },
              { path: "/chatRoom/:chattingRoomId", lazy: () => import("./routes/chat-room") },
              { path: "/chatRoomList/:userId", lazy: () => import("./routes/chat-room-list") },
              { path: "/createBookReview", lazy: () => import("./routes/create-review") },
              { path: "/editBookReview/:bookreviewId", lazy: () => import("./routes/edit-review") },
              { path: "/myPage", lazy: () => import("./routes/my-page") },
              { path: "/editProfileMenu", lazy: () => import("./routes/edit-profile-menu") },
              { path: "/editProfileInfo", lazy: () => import("./routes/edit-profile-info") },
              { path: "/modifyPassword", lazy: () => import("./routes/modify-password") },
              { path: "/myClubList", lazy: () => import("./routes/my-club-list") },
            ],
          },
          { path: "*", element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
