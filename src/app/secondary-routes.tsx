import type { RouteObject } from "react-router";
import type { RoutePage } from "./route-page";

// The routes of spec section 2 that no first screen is (forms, chat, profile...). Their table and
// the preload lists of their files load on first use (src/app/router.tsx), not with the entry.

/** Routes anyone can open. */
export const publicRoutes = (page: RoutePage): RouteObject[] => [
  { path: "/atomMaking", lazy: page(() => import("./routes/atom-making")) },
  { path: "/login", lazy: page(() => import("./routes/login")) },
  { path: "/signup", lazy: page(() => import("./routes/signup")) },
  { path: "/resetPassword", lazy: page(() => import("./routes/reset-password")) },
  { path: "/resetPassword/:token", lazy: page(() => import("./routes/reset-password-confirm")) },
  { path: "/verifyEmail/:token", lazy: page(() => import("./routes/verify-email")) },
  // Paths match case-insensitively, so /Welcome lands here too.
  { path: "/welcome", lazy: page(() => import("./routes/welcome")) },
  { path: "/main/club/filter", lazy: page(() => import("./routes/club-filter")) },
  // Guards itself: the page outlives the session it ends.
  { path: "/deleteAccount", lazy: page(() => import("./routes/delete-account")) },
  { path: "*", lazy: page(() => import("./routes/not-found")) },
];

/** Routes behind the login gate (RequireAuth). */
export const memberRoutes = (page: RoutePage): RouteObject[] => [
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
];

/** Children of the review detail (it renders them over the review). */
export const reviewDetailRoutes = (page: RoutePage): RouteObject[] => [
  { path: "comments", lazy: page(() => import("./routes/review-comments")) },
];
