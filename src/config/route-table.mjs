// @ts-check
// Every route of the app (spec section 2), written once. Plain JS, so the Node scripts import it as
// it is: the router (src/app/router.tsx, src/app/secondary-routes.tsx), the links
// (src/config/paths.ts), the prerender and its early requests (src/app/prerender.tsx,
// scripts/lib/vite-prerender.mjs), the bundle check (scripts/check-bundle.mjs) and the chunk
// groups (scripts/lib/chunk-groups.mjs) all read this table.
//
//   path    the router's pattern (`:name` is one segment; matched case-insensitively, so
//           /Welcome opens /welcome). The route's module is src/app/routes/<kebab-case name>.tsx.
//   member  behind the login gate (RequireAuth): visitors see the gate, and no early request.
//   parent  rendered inside that route's page (its <Outlet />).
//   layout  the route module rendered around it (src/app/routes/<layout>.tsx).
//   screen  a first screen: its route ships with the entry (every other route loads on first use).
//           A visitor's first screen is prerendered into its own HTML file (/main/club ->
//           main/club.html; / -> index.html); a member's comes from index.html, which serves every
//           other path and starts that screen's files and request (htmlFile below).

/**
 * @typedef {object} Route
 * @property {string} path
 * @property {boolean} [member]
 * @property {string} [parent]
 * @property {string} [layout]
 * @property {boolean} [screen]
 */

export const ROUTES = /** @satisfies {Record<string, Route>} */ (
  /** @type {const} */ ({
    landing: { path: "/", screen: true },
    clubList: { path: "/main/club", layout: "main-layout", screen: true },
    reviewList: { path: "/main/bookReview", layout: "main-layout", screen: true },
    clubDetail: { path: "/club/:clubId", member: true, screen: true },
    reviewDetail: { path: "/bookReview/:bookreviewId", member: true, screen: true },
    reviewComments: { path: "/bookReview/:bookreviewId/comments", member: true, parent: "reviewDetail" },
    atomMaking: { path: "/atomMaking" },
    login: { path: "/login" },
    signup: { path: "/signup" },
    resetPassword: { path: "/resetPassword" },
    resetPasswordConfirm: { path: "/resetPassword/:token" },
    verifyEmail: { path: "/verifyEmail/:token" },
    // Where 카카오 and the OIDC provider send the phone back (src/lib/oauth2.ts).
    oauth2Callback: { path: "/oauth2/callback" },
    welcome: { path: "/welcome" },
    clubFilter: { path: "/main/club/filter" },
    // Not behind the gate: the page outlives the session it ends and guards itself.
    deleteAccount: { path: "/deleteAccount" },
    createClubStep1: { path: "/createClub", member: true },
    createClubStep2: { path: "/createClub2", member: true },
    createClubStep3: { path: "/createClub3", member: true },
    createClubStep4: { path: "/createClub4", member: true },
    applicationClub: { path: "/applicationClub/:clubId", member: true },
    managementClub: { path: "/managementClub/:clubId", member: true },
    chatRoom: { path: "/chatRoom/:chattingRoomId", member: true },
    chatRoomList: { path: "/chatRoomList/:userId", member: true },
    createReview: { path: "/createBookReview", member: true },
    editReview: { path: "/editBookReview/:bookreviewId", member: true },
    myPage: { path: "/myPage", member: true },
    editProfileMenu: { path: "/editProfileMenu", member: true },
    editProfileInfo: { path: "/editProfileInfo", member: true },
    modifyPassword: { path: "/modifyPassword", member: true },
    blockedMembers: { path: "/blockedMembers", member: true },
    myClubList: { path: "/myClubList", member: true },
    notifications: { path: "/notifications", member: true },
    notificationSettings: { path: "/notificationSettings", member: true },
    notFound: { path: "*" },
  })
);

/** The route module's file name: clubDetail -> club-detail (src/app/routes/club-detail.tsx). */
export const routeModule = (/** @type {string} */ name) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The HTML file a first screen is first served from: a visitor's is prerendered into its own
 * (/ -> index.html, /main/club -> main/club.html), a member's is index.html.
 * @param {Route} route
 */
export const htmlFile = ({ path, member }) =>
  member || path === "/" ? "index.html" : `${path.slice(1)}.html`;

/** The link to `path` with its `:params` filled in, in order (each value URI-encoded). */
export function href(/** @type {string} */ path, /** @type {string[]} */ ...values) {
  let i = 0;
  return path.replace(/:[\w-]+/g, () => encodeURIComponent(values[i++] ?? ""));
}

/**
 * The source of a regular expression that matches a pathname exactly when the router's
 * `matchPath(path)` does (use it with the "i" flag), with one named group per `:param`.
 * Supports the patterns above: static segments and `:params` (no optional segments or splats).
 */
export function routeRegex(/** @type {string} */ path) {
  if (/[?*]/.test(path)) throw new Error(`routeRegex: unsupported pattern ${path}`);
  const body = path
    .replace(/\/*$/, "")
    .replace(/^\/*/, "/")
    .split(/(\/:[\w-]+)/)
    .map((part) =>
      part.startsWith("/:")
        ? `/(?<${part.slice(2).replace(/-/g, "_")}>[^\\/]+)`
        : part.replace(/[\\.*+^${}|()[\]]/g, "\\$&"),
    )
    .join("");
  return `^${body}\\/*$`;
}
