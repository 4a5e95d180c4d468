import { env } from "@/config/env";
import { blockedIdsOf } from "@/lib/blocked-ids";
import type { EarlyEntry, EarlyPaint } from "./early-entry";
import { EARLY_VIEWS, PAGE_RECORD_OWNER } from "./views";

// The inline script of the prerendered pages (scripts/lib/vite-prerender.mjs builds this file into
// one small IIFE and writes it into each page's <head> once, with the page's entries): it starts
// the page's data request and route files before the app's JS has arrived, keeps the request for
// src/lib/early-request.ts, preloads the first photo, and paints the first records into the
// prerendered page.
//
// What it paints is the real components' markup, rendered at build time (src/app/prerender.tsx),
// filled with the values of the same view function the components render (./views.ts: clubView,
// reviewRowView). Each element of those components that shows a view value names it:
// `data-field="title"` for its text, `data-field-src="photo"` for an attribute; a null field has no
// element. Controls that depend on the viewer leave same-size placeholders in that markup
// (src/components/ui/early-template.ts). So nothing here knows how a club or a review is shown.

type View = Record<string, unknown>;
type Records = { items?: unknown[] };

/** A zustand-persisted store's state, or {} when missing or unreadable. */
function stored(key: string): Record<string, unknown> {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null")?.state ?? {};
  } catch {
    return {};
  }
}

function appendLink(attributes: Record<string, string>) {
  const link = document.createElement("link");
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
  return link;
}

// On a first visit the app's JS waits for the first photo (issues 31 and 33): on a slow phone
// network its ~125 KB would otherwise share the line with the early request and the photo, and
// the screen would show ~0.6 s later. Then the files start together (`appFiles`: the entry, its
// imports, the route's files) and the page's module script runs the entry (whenAppStarts). A visitor
// whose service worker is in control gets them from its cache: nothing to wait for.
const APP_START_CAP_MS = 3000;
const appFiles: string[] = [];
let releaseApp = () => {};
let cap: ReturnType<typeof setTimeout> | undefined;
const appMayStart = new Promise<void>((resolve) => (releaseApp = resolve));
function startApp() {
  clearTimeout(cap);
  for (const href of appFiles.splice(0)) appendLink({ rel: "modulepreload", crossorigin: "", href });
  releaseApp();
}
/** Resolves when the app's entry may run (the page's module script waits for it). */
export const whenAppStarts = () => appMayStart;

/** Starts the page's entries; `files`: the app's JS the page needs, started with startApp. */
export function start(entries: EarlyEntry[], files: string[] = []) {
  appFiles.push(...files);
  let waits = false;
  for (const entry of entries) waits = startEntry(entry) || waits;
  if (!waits || navigator.serviceWorker?.controller) startApp();
  else cap = setTimeout(startApp, APP_START_CAP_MS);
}

/** Starts one entry; true when it paints, and so starts the app once its screen has painted. */
function startEntry(entry: EarlyEntry): boolean {
  let request = entry.request;
  let params: Record<string, string> | undefined;
  if (entry.match) {
    const match = new RegExp(entry.match, "i").exec(location.pathname);
    if (!match) return false;
    params = match.groups;
    request = request?.replace(/:([\w-]+)/g, (param, name: string) => params?.[name] ?? param);
  }
  if (entry.onlyWithoutQuery && location.search) return false;
  const only = entry.onlyWhenStored;
  if (only) {
    const state = stored(only.key);
    const expected = only.state as Record<string, unknown>;
    for (const k in expected)
      if (k in state && JSON.stringify(state[k]) !== JSON.stringify(expected[k])) return false;
  }
  // The viewer's own answer: a member's request carries their token (what they blocked is left
  // out), and src/lib/early-request.ts hands it only to the session that sent it.
  const session = entry.sessionKey ? stored(entry.sessionKey) : {};
  const token = session.token;
  const viewer = typeof token === "string" ? token : "";
  if (entry.memberOnly && !viewer) return false; // a guarded page: visitors get the auth gate
  const headers: Record<string, string> = viewer ? { Authorization: viewer } : {};
  // The route's stylesheets download at once, as the prerendered pages' <link>s do, and must have
  // loaded before a screen paints (it would shift); its JS starts with the app's.
  const stylesheets: Promise<unknown>[] = [];
  for (const href of entry.files ?? []) {
    if (!href.endsWith(".css")) {
      appFiles.push(href);
      continue;
    }
    const link = appendLink({ rel: "stylesheet", crossorigin: "", href });
    stylesheets.push(new Promise((loaded) => (link.onload = link.onerror = loaded)));
  }
  if (!request) return false;
  const response: Promise<unknown> = fetch(env.pbUrl + request, { headers }).then((r) => {
    if (!r.ok) throw new Error(String(r.status));
    return r.json();
  });
  (window.__chaekdongneEarly ??= {})[request] = { response, token: viewer };
  response.catch(() => {});
  if (!entry.paint) return false;
  // The page's own record (anyone's view of it) paints at once, unless this member blocked its owner.
  const page = pageRecord(entry.paint, params, blockedIdsOf(session.user));
  paintFrom(entry.paint, page ? Promise.resolve(page) : response, stylesheets);
  return true;
}

/**
 * Paints from `records` (one, or a page of them), then starts the app once the screen and its photo
 * have painted.
 */
function paintFrom(paint: EarlyPaint, records: Promise<unknown>, stylesheets: Promise<unknown>[]) {
  // A whole screen may paint: src/main.tsx then holds its first render until the route is ready,
  // so React's first commit replaces the painted screen with the live one (no spinner between).
  if (!paint.slot) document.documentElement.setAttribute("data-early-screen", "");
  const toView = EARLY_VIEWS[paint.view] as (record: unknown) => View;
  const parsed: Record<string, Element> = {};
  const template = (view: View) => {
    const variant = paint.variantBy ? String(view[paint.variantBy]) : Object.keys(paint.variants)[0];
    if (!parsed[variant]) {
      const element = document.createElement("template");
      element.innerHTML = paint.variants[variant];
      parsed[variant] = element.content.firstElementChild!;
    }
    return parsed[variant];
  };
  const first = (data: unknown) => ((data as Records).items ? (data as Records).items![0] : data);
  const preload = paint.preload;
  const preloadImage = (href: string) => {
    const link = appendLink({ rel: "preload", as: "image", fetchpriority: "high", href });
    return new Promise((loaded) => (link.onload = link.onerror = loaded));
  };
  // Its URL once the first photo has loaded (or failed); at once when there is none.
  const photo = records.then((data) => {
    const href = preload && first(data) && toView(first(data))[preload];
    return typeof href === "string" ? preloadImage(href).then(() => href) : undefined;
  });
  /** Paints `data`; returns what it painted (nothing once the app has taken over). */
  const fill = (data: unknown): Element | undefined => {
    const root = document.getElementById("root");
    if (!root) return;
    if (!paint.slot) {
      // A whole screen (a member's club detail from index.html): only into an empty #root React
      // has not rendered into yet (src/main.tsx sets data-app then); React's first commit swaps it.
      if (root.firstChild || root.hasAttribute("data-app")) return;
      const view = toView(data);
      root.appendChild(filled(template(view), view));
      root.setAttribute("inert", "");
      root.setAttribute("aria-hidden", "true");
      root.setAttribute("data-prerendered", location.pathname);
      return root;
    }
    const slot = root.hasAttribute("data-prerendered") ? root.querySelector(paint.slot) : null;
    const views = ((data as Records).items ?? []).map(toView);
    if (!slot || !views.length) return;
    const list = template(views[0]).cloneNode(false) as Element;
    views.slice(0, template(views[0]).children.length).forEach((view, i) => {
      list.appendChild(filled(template(view).children[i], view));
    });
    slot.replaceWith(list);
    return list;
  };
  const painted = Promise.all([records, ...stylesheets]).then(
    ([data]) =>
      new Promise<Element | undefined>((done) => {
        let shown: Element | undefined;
        const paintNow = () => {
          try {
            shown = fill(data);
          } finally {
            done(shown);
          }
        };
        if (document.readyState === "loading")
          document.addEventListener("DOMContentLoaded", paintNow, { once: true });
        else paintNow();
      }),
  );
  Promise.all([painted, photo]).then(([shown, href]) => onScreen(shown, href).then(startApp), startApp);
}

const ON_SCREEN_WAIT_MS = 1000;

/**
 * Resolves once the browser reports the painted screen's largest paint (its photo's, or else one of
 * its elements'): its own word that the screen is shown. Starting the app earlier (a frame's
 * callbacks run before it paints, and the report comes after it is presented) puts the app's
 * download before the first paints in Lighthouse's model (tests/early-paint-app-start.test.ts).
 * Without those reports, after a frame; at most ON_SCREEN_WAIT_MS (the largest paint elsewhere).
 */
function onScreen(painted: Element | undefined, photo: string | undefined) {
  return new Promise<void>((shown) => {
    const reported =
      typeof PerformanceObserver !== "undefined" ? PerformanceObserver.supportedEntryTypes : [];
    if (!painted || !reported?.includes("largest-contentful-paint")) {
      requestAnimationFrame(() => setTimeout(shown, 0));
      return;
    }
    const isShown = (entry: LargestContentfulPaint) =>
      photo ? entry.url === photo : !!entry.element && painted.contains(entry.element);
    const done = () => {
      observer.disconnect();
      clearTimeout(wait);
      shown();
    };
    const observer = new PerformanceObserver((list) => {
      if ((list.getEntries() as LargestContentfulPaint[]).some(isShown)) done();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const wait = setTimeout(done, ON_SCREEN_WAIT_MS);
  });
}

/**
 * The record PocketBase writes at the top of a record page's HTML (link-preview/lib.js
 * RECORD_META), when `paint` may paint from it: a whole screen of that record (`params` name its
 * id), whose owner the member has not blocked as far as their stored record knows.
 */
function pageRecord(paint: EarlyPaint, params: Record<string, string> | undefined, blocked: string[]) {
  const owner = PAGE_RECORD_OWNER[paint.view];
  const meta = owner && document.querySelector('meta[name="chaekdongne:record"]');
  if (!meta) return undefined;
  try {
    const record = JSON.parse(meta.getAttribute("content") ?? "") as Record<string, unknown>;
    const ownerId = record[owner];
    const ofThisPage = Object.values(params ?? {}).includes(String(record.id));
    return ofThisPage && typeof ownerId === "string" && !blocked.includes(ownerId) ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of `template` showing `view`: each element's `data-field` text and `data-field-<name>`
 * attributes, set through the DOM (never as HTML); a null field's element or attribute goes.
 */
function filled(template: Element, view: View) {
  const node = template.cloneNode(true) as Element;
  const gone: Element[] = [];
  for (const element of [node, ...node.querySelectorAll("*")]) {
    for (const { name, value: key } of Array.from(element.attributes)) {
      if (!name.startsWith("data-field")) continue;
      const value = view[key];
      if (name === "data-field") {
        if (value == null) gone.push(element);
        else element.textContent = String(value);
      } else {
        const attribute = name.slice("data-field-".length);
        if (value == null) element.removeAttribute(attribute);
        else element.setAttribute(attribute, String(value));
      }
    }
  }
  for (const element of gone) element.remove();
  return node;
}

/**
 * Runs right after #root of index.html: "/" doubles as the SPA fallback of every other path, and
 * members skip the landing page, so for them and on any other path the landing markup goes
 * before the first paint. `match`: the landing route's pattern (routeRegex).
 */
export function dropLanding(match: string, sessionKey: string) {
  const root = document.getElementById("root");
  if (!root || (new RegExp(match, "i").test(location.pathname) && !stored(sessionKey).user)) return;
  root.replaceChildren();
  for (const name of ["inert", "aria-hidden", "data-prerendered"]) root.removeAttribute(name);
}
