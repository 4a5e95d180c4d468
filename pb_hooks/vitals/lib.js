// Field measurement rows (collection "vitals"): what a row may say and how many one client may
// add (issue 25). Load inside a handler: require(`${__hooks}/vitals/lib.js`).
//
// Nothing in a row is free text: the metric is one of five names, its value lies in that metric's
// range, the rating is worked out here from the value (web-vitals' thresholds), and the route is
// one of the app's route patterns below. The app's own route table lives in the client (src/config);
// this small list repeats its patterns on purpose (tests/vitals-lib.test.ts fails when they drift), with ":id"/":token" for every parameter,
// because the server must not take a route from the client. A path that matches none is stored as
// "*" (the app's not-found page).

const ROUTE_PATTERNS = [
  "/",
  "/main/club",
  "/main/club/filter",
  "/main/bookReview",
  "/club/:id",
  "/bookReview/:id",
  "/bookReview/:id/comments",
  "/atomMaking",
  "/login",
  "/signup",
  "/resetPassword",
  "/resetPassword/:token",
  "/verifyEmail/:token",
  "/oauth2/callback",
  "/welcome",
  "/deleteAccount",
  "/createClub",
  "/createClub2",
  "/createClub3",
  "/createClub4",
  "/applicationClub/:id",
  "/managementClub/:id",
  "/chatRoom/:id",
  "/chatRoomList/:id",
  "/createBookReview",
  "/editBookReview/:id",
  "/myPage",
  "/editProfileMenu",
  "/editProfileInfo",
  "/modifyPassword",
  "/blockedMembers",
  "/myClubList",
  "/notifications",
  "/notificationSettings",
];
const SEGMENT = { ":id": /^(?:[a-z0-9]{15}|:id)$/, ":token": /^[A-Za-z0-9._:-]{1,1000}$/ };

// name -> [largest plausible value, good up to, poor above] (web-vitals' thresholds; ms, CLS unitless).
const METRICS = {
  LCP: [60000, 2500, 4000],
  FCP: [60000, 1800, 3000],
  TTFB: [60000, 800, 1800],
  INP: [60000, 200, 500],
  CLS: [10, 0.1, 0.25],
};
const CONNECTIONS = ["slow-2g", "2g", "3g", "4g"];

/** The app's route pattern for a path ("/club/abc...", "/Club/:id" -> "/club/:id"), else "*". */
function routeOf(path) {
  const given = String(path || "").split(/[?#]/)[0];
  const parts = (given.length > 1 ? given.replace(/\/+$/, "") : given).split("/");
  for (const pattern of ROUTE_PATTERNS) {
    const want = pattern.split("/");
    if (want.length !== parts.length) continue;
    let ok = true;
    for (let i = 0; i < want.length && ok; i++)
      ok = SEGMENT[want[i]]
        ? SEGMENT[want[i]].test(parts[i])
        : want[i].toLowerCase() === parts[i].toLowerCase();
    if (ok) return pattern;
  }
  return "*";
}

function ratingOf(name, value) {
  const [, good, poor] = METRICS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Validates and rewrites a row before it is stored; throws a Korean 400 for an impossible value. */
function normalize(record) {
  const name = record.getString("name");
  const value = record.getFloat("value");
  const metric = METRICS[name];
  if (!metric || !isFinite(value) || value < 0 || value > metric[0])
    throw new BadRequestError("측정값이 올바르지 않아요.");
  record.set("rating", ratingOf(name, value));
  record.set("route", routeOf(record.getString("route")));
  if (CONNECTIONS.indexOf(record.getString("connection")) < 0) record.set("connection", "");
}

// How many rows one client may add (docs/security.md "Field measurement"):
// - per page load, one row per metric: the app sends each metric once with its page load's random
//   id (`load`, never stored), so a copy of a row is refused and never counts against the address;
// - per client address and rolling minute 600, an outer cap: 120 page loads a minute, so phones
//   behind one carrier NAT do not use it up for each other (it was 60, and one brisk member hit it);
// - all clients together 3,000 a minute, past which an address still gets one visit's worth, so a
//   few busy addresses cannot crowd out real visitors.
const ONE_VISIT = 5;
const PER_ADDRESS_PER_MINUTE = 600;
const TOTAL_PER_MINUTE = 3000;
const MINUTE = 60 * 1000;
const LOAD_ID = /^[A-Za-z0-9_-]{8,40}$/;
const LOAD_WINDOW_MS = 10 * MINUTE;

/** The page load's id a row names, or "" (rows from builds before it). */
function loadIdOf(c) {
  const data = $apis.requestInfo(c).data || {};
  const id = String(data.load || "");
  return LOAD_ID.test(id) ? id : "";
}

/**
 * "ok" when this client may add a row of `name` now (and counts it); "copy" when its page load
 * already sent that metric; "busy" when the address is over its cap.
 */
function allowRow(c, name, loadId) {
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  return limits.serialized(() => countRow(limits, c, name, loadId));
}

function countRow(limits, c, name, loadId) {
  const loadKey = loadId ? `vitals-load:${loadId}:${name}` : "";
  if (loadKey && limits.countOf(loadKey) > 0) return "copy";
  const key = `vitals:${limits.clientAddress(c)}`;
  const perAddress = limits.envNumber("CHAEKDONGNE_VITALS_PER_MINUTE", PER_ADDRESS_PER_MINUTE);
  if (!limits.hit(key, perAddress, MINUTE)) return "busy";
  const total = limits.envNumber("CHAEKDONGNE_VITALS_TOTAL_PER_MINUTE", TOTAL_PER_MINUTE);
  if (!limits.hit("vitals-total", total, MINUTE) && limits.countOf(key) > ONE_VISIT) {
    limits.unhit(key);
    return "busy";
  }
  if (loadKey) limits.hit(loadKey, 1, LOAD_WINDOW_MS);
  return "ok";
}

module.exports = { ROUTE_PATTERNS, METRICS, routeOf, ratingOf, normalize, loadIdOf, allowRow };
