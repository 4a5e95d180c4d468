import { StrictMode, Suspense, lazy, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "./styles/global.css";
import { App } from "./app";
import { enableSimpleGetRequests } from "./lib/simple-get-requests";

enableSimpleGetRequests();

// Lazy: not needed for the first paint; offline its chunk comes from the service worker cache.
const OfflineNotice = lazy(() => import("./components/layouts/offline-notice").then((m) => ({ default: m.OfflineNotice })));

// A transition renders the first screen in small slices instead of one long task (TBT).
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
    </StrictMode>,
  ),
);

// Off the first screen's critical path: field measurement and the offline service worker.
const landingPath = location.pathname;
const afterLoad = () => {
  void import("./lib/report-web-vitals").then((m) => m.reportWebVitals(landingPath));
  void import("./lib/service-worker").then((m) => m.registerServiceWorker());
};
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
