import { StrictMode, Suspense, lazy, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import "./styles/global.css";
import { App, routerReady, startRouter } from "./app";
// In the entry: offline, or after a deploy removed this build's other files, it still shows.
import { OfflineNotice } from "./components/layouts/offline-notice";
import { installDeployRecovery } from "./lib/deploy-recovery";
import { nextTask } from "./lib/next-task";
import { whenIdle } from "./lib/when-idle";

// Checks the stored session once (retrying until the server gives a definite answer). This also
// starts loading the SDK (src/lib/pocketbase.ts) at once, beside the route files.
void import("./lib/session-check").then((m) => m.verifyStoredSession({ retry: true }));
installDeployRecovery();

const UpdateNotice = lazy(() =>
  import("./components/layouts/update-notice").then((m) => ({ default: m.UpdateNotice })),
);

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
        <OfflineNotice />
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
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

// Off the first screen's critical path: field measurement and the offline service worker.
const landingPath = location.pathname;
// In an idle moment after load, so none of it lengthens the first screen's tasks (TBT).
const afterLoad = () =>
  whenIdle(() => {
    void import("./lib/report-web-vitals").then((m) => m.reportWebVitals(landingPath));
    void import("./lib/service-worker").then((m) => m.registerServiceWorker());
    // The other screens' route table (src/app/router.tsx): a first tap to a form need not wait for it.
    void import("./app/secondary-routes");
  });
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
