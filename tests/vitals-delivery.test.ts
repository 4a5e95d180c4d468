import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchVitals, type Metric, type VitalsLibrary } from "@/lib/report-web-vitals";

// How field measurements leave the page: one row per metric with its latest value, handed to the
// browser (fetchLater: nothing leaves during the load); without it FCP/TTFB at once and CLS, INP
// and LCP beaconed when the page hides.
type Report = (metric: Metric) => void;

function fakeLibrary() {
  const reporters = new Map<string, Report>();
  const on = (name: string) => (report: Report) => void reporters.set(name, report);
  const lib: VitalsLibrary = {
    onCLS: on("CLS"),
    onFCP: on("FCP"),
    onINP: on("INP"),
    onLCP: on("LCP"),
    onTTFB: on("TTFB"),
  };
  const emit = (name: string, value: number) =>
    reporters.get(name)?.({ name, value, rating: "good", navigationType: "navigate" });
  return { lib, emit };
}

/** Starts the reporter on a fake web-vitals; returns how to make it report. */
function watching(route: string) {
  const { lib, emit } = fakeLibrary();
  watchVitals(lib, route, url);
  return emit;
}

const fieldsOf = (body: unknown) => Object.fromEntries(body as FormData) as Record<string, string>;
let visibility: DocumentVisibilityState = "visible";
const hide = () => {
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
};

let url = "";
let beacons: Record<string, string>[] = [];
const beaconed = () => beacons.map((b) => `${b.name}=${b.value}`);
beforeEach(() => {
  url = `https://pb.example/api/collections/vitals/records?test=${Math.random()}`;
  beacons = [];
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (to: string, body: FormData) => (to === url && beacons.push(fieldsOf(body)), true),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("where the browser can defer a request (fetchLater)", () => {
  function deferring() {
    const requests: {
      fields: Record<string, string>;
      signal: AbortSignal;
      result: { activated: boolean };
    }[] = [];
    vi.stubGlobal("fetchLater", (to: string, init: RequestInit) => {
      const request = { fields: fieldsOf(init.body), signal: init.signal!, result: { activated: false } };
      if (to === url) requests.push(request);
      return request.result;
    });
    const pending = () =>
      requests.filter((r) => !r.signal.aborted).map((r) => `${r.fields.name}=${r.fields.value}`);
    return { requests, pending };
  }

  it("sends nothing during the load: every metric waits, only the latest LCP and CLS, even through a hide", () => {
    const { requests, pending } = deferring();
    const emit = watching("/main/club");
    emit("TTFB", 120);
    emit("FCP", 800);
    emit("LCP", 900);
    emit("CLS", 0);
    emit("LCP", 1500.25);
    emit("CLS", 0.05);
    expect(beacons).toEqual([]);
    expect(pending()).toEqual(["TTFB=120", "FCP=800", "LCP=1500.25", "CLS=0.05"]);
    expect(requests.find((r) => r.fields.name === "FCP")?.fields.route).toBe("/main/club");
    hide();
    expect(beacons).toEqual([]); // the browser sends the waiting rows when the page goes away
    expect(pending()).toEqual(["TTFB=120", "FCP=800", "LCP=1500.25", "CLS=0.05"]);
  });

  it("never sends a metric twice: once the browser has sent it, later values stay home", () => {
    const { requests, pending } = deferring();
    const emit = watching("/");
    emit("CLS", 0.1);
    requests[0].result.activated = true; // e.g. the page went into the back/forward cache
    emit("CLS", 0.2);
    emit("FCP", 500);
    requests[1].result.activated = true;
    emit("FCP", 600);
    expect(pending()).toEqual(["CLS=0.1", "FCP=500"]);
    expect(beacons).toEqual([]);
  });

  it("falls back to a beacon on hide when the browser refuses to defer (quota)", () => {
    vi.stubGlobal("fetchLater", () => {
      throw new DOMException("over quota", "QuotaExceededError");
    });
    const emit = watching("/");
    emit("LCP", 700);
    expect(beacons).toEqual([]);
    hide();
    expect(beaconed()).toEqual(["LCP=700"]);
  });
});

describe("where it cannot", () => {
  it("sends FCP and TTFB at once", () => {
    const emit = watching("/main/club");
    emit("TTFB", 120);
    emit("FCP", 800);
    emit("FCP", 900);
    expect(beacons.map((b) => [b.name, b.value, b.route])).toEqual([
      ["TTFB", "120", "/main/club"],
      ["FCP", "800", "/main/club"],
    ]);
  });

  it("beacons the latest CLS, INP and LCP once, when the page is hidden", () => {
    const emit = watching("/club/:id");
    emit("LCP", 900);
    emit("INP", 40);
    emit("LCP", 1200);
    emit("CLS", 0.01);
    expect(beacons).toEqual([]);
    hide();
    expect(beaconed().sort()).toEqual(["CLS=0.01", "INP=40", "LCP=1200"]);
    emit("CLS", 0.3); // back from the background: this page load has already reported
    visibility = "visible";
    hide();
    expect(beacons).toHaveLength(3);
  });
});

describe("one page load, one id", () => {
  it("every row of a page load names the same random id, so the server can tell copies and loads apart", () => {
    const first = watching("/");
    first("TTFB", 100);
    first("FCP", 300);
    const second = watching("/");
    second("TTFB", 90);
    const loads = beacons.map((b) => b.load);
    expect(loads[0]).toMatch(/^[a-z0-9]{16}$/);
    expect(loads[1]).toBe(loads[0]);
    expect(loads[2]).toMatch(/^[a-z0-9]{16}$/);
    expect(loads[2]).not.toBe(loads[0]);
  });
});

describe("set up one metric at a time (the page gives each its own task)", () => {
  it("reports nothing before its set-up has run, then delivers as usual, the hide flush included", () => {
    const { lib, emit } = fakeLibrary();
    const steps: (() => void)[] = [];
    watchVitals(lib, "/main/club", url, (setUp) => void steps.push(setUp));
    emit("FCP", 800);
    hide();
    expect(beacons).toEqual([]); // nothing was listening yet
    visibility = "visible";

    for (const step of steps) step();
    emit("FCP", 900);
    emit("LCP", 1100);
    expect(beaconed()).toEqual(["FCP=900"]);
    hide();
    expect(beaconed()).toEqual(["FCP=900", "LCP=1100"]);
  });
});
