import { env } from "@/config/env";

// Field measurement: Core Web Vitals of this page load go to the create-only "vitals"
// collection (FCP and TTFB at once, the rest when the page is hidden; pb_hooks/vitals.pb.js
// validates and rate-limits).
// No personal data: the route pattern, the metric and the connection type only.
// The library loads after the first screen, off the critical path.

/** Share of page loads that report (raise the server cap before lowering this below 1). */
const SAMPLE_RATE = 1;

interface Metric {
  name: string;
  value: number;
  rating: string;
  navigationType: string;
}

/** "/club/abc123def456ghi" -> "/club/:id" (PocketBase ids: 15 lowercase letters or digits). */
export function routePattern(pathname: string): string {
  return pathname
    .split("/")
    .map((s) => (/^[a-z0-9]{15}$/.test(s) ? ":id" : s))
    .join("/")
    .slice(0, 100);
}

function send(metric: Metric, route: string) {
  const body = new FormData();
  body.set("name", metric.name);
  body.set("value", String(Math.round(metric.value * 1000) / 1000));
  body.set("rating", metric.rating);
  body.set("route", route);
  body.set("navigationType", metric.navigationType);
  const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
  body.set("connection", connection?.effectiveType ?? "");
  // Multipart is a CORS-simple request: no preflight, and the beacon survives the page closing.
  const url = `${env.pbUrl}/api/collections/vitals/records`;
  if (!navigator.sendBeacon?.(url, body)) fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** `landingPath`: the path the page loaded with (vitals describe that page load). */
export function reportWebVitals(landingPath = location.pathname) {
  if (!import.meta.env.PROD || Math.random() >= SAMPLE_RATE) return;
  const route = routePattern(landingPath);
  const queue = new Map<string, Metric>();
  const sent = new Set<string>();
  const flush = () => {
    for (const [name, metric] of queue) {
      if (sent.has(name)) continue;
      send(metric, route);
      sent.add(name);
    }
    queue.clear();
  };
  const start = () =>
    import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      // FCP and TTFB are final when reported: they go at once, so a page killed without a
      // visibilitychange (a phone closing the tab) still counts; CLS, INP and LCP go on hide.
      const add = (m: Metric) => {
        queue.set(m.name, m);
        if (m.name === "FCP" || m.name === "TTFB") flush();
      };
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
      // Registered after web-vitals' own listeners, so the final CLS/INP/LCP are queued first.
      document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
      window.addEventListener("pagehide", flush);
    });
  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}
