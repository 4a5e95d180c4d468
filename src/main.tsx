import { StrictMode, Suspense, lazy, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import "./styles/global.css";
import { App, routerReady, startRouter } from "./app";
// In the entry: offline, or after a deploy removed this build's other files, it still shows.
import { PinnedNotices } from "./components/layouts/offline-notice";
import { installDeployRecovery } from "./lib/deploy-recovery";
import { nextTask } from "./lib/next-task";
import { onFirstInput } from "./lib/on-first-input";
import { useSession } from "./lib/session";
import { whenIdle } from "./lib/when-idle";

// A stored session is checked once (retrying until the server gives a definite answer; not
// again within minutes of a check that confirmed it), which also starts loading the SDK
// (src/lib/pocketbase.ts) beside the route files. A visitor has none: the SDK loads when a call
// needs it (first screens render from their early requests).
if (useSession.getState().token) void import("./lib/session-check").then((m) => m.checkAtStart());
installDeployRecovery();

// Off the first screen's critical path, in an idle moment after load (none of it lengthens the
// first screen's tasks): field measurement, and the offline service worker with its update notice.
const idleAfterLoad = new Promise<void>((resolve) => {
  const idle = () => whenIdle(resolve);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
});
const landingPath = location.pathname;
void idleAfterLoad.then(() => import("./lib/report-web-vitals")).then((m) => m.reportWebVitals(landingPath));
const UpdateNotice = lazy(() =>
  idleAfterLoad
    .then(() => import("./components/layouts/update-notice"))
    .then((m) => {
      m.registerServiceWorker();
      return { default: m.UpdateNotice };
    }),
);
// The other screens' route table (src/app/router.tsx), from the first touch: a tap to a form does
// not wait for it, and a visit that only reads never loads it.
onFirstInput(() => void import("./app/secondary-routes").catch(() => undefined));

// Pages prerendered at build time (scripts/lib/vite-prerender.mjs) arrive with inert markup in
// #root. The app renders once its route is ready, so that markup is swapped for the live screen
// in one commit (no spinner flash), and only then becomes interactive.
const container = document.getElementById("root")!;
const prerendered = container.hasAttribute("data-prerendered");
// index.html's early script may still paint a member's screen into the empty #root from its early
// response (scripts/lib/early-request-script.mjs): the first render then waits for the route too.
const earlyScreen = document.documentElement.hasAttribute("data-early-screen");

function LiveScreen() {
  useLayoutEffect(() => {
    for (const name of ["inert", "aria-hidden", "data-prerendered"]) container.removeAttribute(name);
    // From here on the early script paints nothing into #root.
    container.setAttribute("data-app", "");
  }, []);
  return null;
}

// A transition renders the first screen in small slices instead of one long task (TBT).
const root = createRoot(container);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <LiveScreen />
        <PinnedNotices>
          <Suspense fallback={null}>
            <UpdateNotice />
          </Suspense>
        </PinnedNotices>
      </StrictMode>,
    ),
  );
// Start-up in short tasks (TBT, input during load): the modules evaluate in this one; the router
// (the route's files and loader) starts in the next; the first render comes after it.
void nextTask().then(() => {
  startRouter();
  if (prerendered || earlyScreen) void routerReady().then(render);
  else void nextTask().then(render);
});
