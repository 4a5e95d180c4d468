import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { env } from "@/config/env";

// Field measurement: Core Web Vitals of this page load go to the create-only "vitals"
// collection (pb_hooks/vitals.pb.js validates and rate-limits). No personal data: the route
// pattern, the metric and the connection type only. The library loads after the first screen.
//
// Delivery: where the browser has `fetchLater`, every metric waits in the browser (the latest
// value of CLS, INP and LCP, which change until the page is hidden), and the browser sends them
// when the page goes away: nothing leaves during the load (issue 33: requests after load), and a
// beacon started while a page unloads is lost when the tab's process is torn down first
// (measured: about 1 visit in 3 on a busy machine). Elsewhere FCP and TTFB, final when
// reported, go at once, and the others with a beacon when the page is hidden.
//
// Every row names its page load by a random id (`load`, never stored): the server allows one row
// per metric per page load, and per address only a wide cap (pb_hooks/vitals/lib.js), so members
// behind one carrier NAT do not use up each other's rows.

const webVitals: VitalsLibrary = { onCLS, onFCP, onINP, onLCP, onTTFB };

/** Share of page loads that report (raise the server cap before lowering this below 1). */
const SAMPLE_RATE = 1;

export interface Metric {
  name: string;
  value: number;
  rating: string;
  navigationType: string;
}
type OnMetric = (report: (metric: Metric) => void, options: { reportAllChanges: boolean }) => void;
export type VitalsLibrary = Record<"onCLS" | "onFCP" | "onINP" | "onLCP" | "onTTFB", OnMetric>;
type FetchLater = (url: string, init: RequestInit) => { readonly activated: boolean };

/** "/club/abc123def456ghi" -> "/club/:id" (PocketBase ids: 15 lowercase letters or digits). */
export function routePattern(pathname: string): string {
  return pathname
    .split("/")
    .map((s) => (/^[a-z0-9]{15}$/.test(s) ? ":id" : s))
    .join("/")
    .slice(0, 100);
}

function formBody(metric: Metric, route: string, load: string) {
  const body = new FormData();
  body.set("name", metric.name);
  body.set("value", String(Math.round(metric.value * 1000) / 1000));
  body.set("rating", metric.rating);
  body.set("route", route);
  body.set("navigationType", metric.navigationType);
  const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
  body.set("connection", connection?.effectiveType ?? "");
  body.set("load", load);
  return body;
}

/**
 * Sends at most one row per metric for this page load (the first final value). `schedule` runs
 * each metric's set-up (in order); the page passes a new task for each, so no set-up lengthens
 * another's task.
 */
export function watchVitals(
  lib: VitalsLibrary,
  route: string,
  url = `${env.pbUrl}/api/collections/vitals/records`,
  schedule: (setUp: () => void) => void = (setUp) => setUp(),
) {
  const sent = new Set<string>();
  // Made here, not with lib/random-id: importing that module moved it into a chunk a first screen loads.
  const load = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b % 36).toString(36)).join("");
  // Multipart is a CORS-simple request: no preflight, and a beacon survives the page closing.
  const sendNow = (metric: Metric) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    const body = formBody(metric, route, load);
    if (!navigator.sendBeacon?.(url, body))
      fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  };

  const fetchLater = (globalThis as { fetchLater?: FetchLater }).fetchLater;
  const waiting = new Map<string, { abort: AbortController; result: { readonly activated: boolean } }>();
  const queued = new Map<string, Metric>();
  const sendLater = (metric: Metric) => {
    if (sent.has(metric.name)) return;
    const before = waiting.get(metric.name);
    if (before?.result.activated) return void sent.add(metric.name);
    if (fetchLater) {
      try {
        const abort = new AbortController();
        const result = fetchLater(url, {
          method: "POST",
          body: formBody(metric, route, load),
          signal: abort.signal,
        });
        before?.abort.abort();
        waiting.set(metric.name, { abort, result });
        return;
      } catch {
        // Over the browser's deferred-request quota: fall back to a beacon on hide.
      }
    }
    queued.set(metric.name, metric);
  };
  const flush = () => {
    for (const metric of queued.values()) {
      waiting.get(metric.name)?.abort.abort();
      sendNow(metric);
    }
    queued.clear();
  };

  const report = (metric: Metric) =>
    !fetchLater && (metric.name === "FCP" || metric.name === "TTFB") ? sendNow(metric) : sendLater(metric);
  // Every change, so the value waiting in the browser is always the latest one.
  for (const on of [lib.onCLS, lib.onFCP, lib.onINP, lib.onLCP, lib.onTTFB])
    schedule(() => on(report, { reportAllChanges: true }));
  // Registered after web-vitals' own listeners, so the final values are queued first.
  schedule(() => {
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
    window.addEventListener("pagehide", flush);
  });
}

/**
 * `landingPath`: the path the page loaded with (vitals describe that page load). Called after
 * `load` (src/main.tsx), which loads this module and web-vitals as one file.
 */
export function reportWebVitals(landingPath = location.pathname) {
  if (!import.meta.env.PROD || Math.random() >= SAMPLE_RATE) return;
  // Each metric's set-up in a task of its own (TBT: together they made one long task).
  watchVitals(webVitals, routePattern(landingPath), undefined, (setUp) => setTimeout(setUp, 0));
}
