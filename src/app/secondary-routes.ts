import type { FirstScreen, RouteName } from "@/config/paths";
import type { LoadRoute } from "./route-page";

// The modules of every route that is not a first screen (forms, chat, profile, 404...), each
// src/app/routes/<kebab-case name>.tsx; the route table (src/config/route-table.mjs) says where
// each goes. This file and the preload lists of these imports load on first use
// (src/app/router.tsx), not with the entry.
export const SECONDARY_ROUTES = {
  reviewComments: () => import("./routes/review-comments"),
  atomMaking: () => import("./routes/atom-making"),
  login: () => import("./routes/login"),
  signup: () => import("./routes/signup"),
  resetPassword: () => import("./routes/reset-password"),
  resetPasswordConfirm: () => import("./routes/reset-password-confirm"),
  verifyEmail: () => import("./routes/verify-email"),
  oauth2Callback: () => import("./routes/oauth2-callback"),
  welcome: () => import("./routes/welcome"),
  clubFilter: () => import("./routes/club-filter"),
  deleteAccount: () => import("./routes/delete-account"),
  createClubStep1: () => import("./routes/create-club-step1"),
  createClubStep2: () => import("./routes/create-club-step2"),
  createClubStep3: () => import("./routes/create-club-step3"),
  createClubStep4: () => import("./routes/create-club-step4"),
  applicationClub: () => import("./routes/application-club"),
  managementClub: () => import("./routes/management-club"),
  chatRoom: () => import("./routes/chat-room"),
  chatRoomList: () => import("./routes/chat-room-list"),
  createReview: () => import("./routes/create-review"),
  editReview: () => import("./routes/edit-review"),
  myPage: () => import("./routes/my-page"),
  editProfileMenu: () => import("./routes/edit-profile-menu"),
  editProfileInfo: () => import("./routes/edit-profile-info"),
  modifyPassword: () => import("./routes/modify-password"),
  blockedMembers: () => import("./routes/blocked-members"),
  myClubList: () => import("./routes/my-club-list"),
  notifications: () => import("./routes/notifications"),
  notificationSettings: () => import("./routes/notification-settings"),
  notFound: () => import("./routes/not-found"),
} satisfies Record<Exclude<RouteName, FirstScreen>, LoadRoute>;
