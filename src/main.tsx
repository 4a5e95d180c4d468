import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "./styles/global.css";
import { App } from "./app";
import { OfflineNotice } from "./components/layouts/offline-notice";
import { reportWebVitals } from "./lib/report-web-vitals";
import { registerServiceWorker } from "./lib/service-worker";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
    <OfflineNotice />
  </StrictMode>,
);

registerServiceWorker();
reportWebVitals();
