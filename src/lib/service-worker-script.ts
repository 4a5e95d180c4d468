// The service worker, built to /sw.js by the plugin in vite.config.ts, which replaces
// __PRECACHE__ (the app shell: index.html, every JS/CSS chunk, manifest, icons) and
// __CACHE_VERSION__ (a hash of that list). It handles same-origin GETs only, so PocketBase
// (another origin, VITE_PB_URL) - API responses, realtime and auth - never touches a cache.

interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends WaitEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends WaitEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WaitEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
}
declare const __PRECACHE__: string[];
declare const __CACHE_VERSION__: string;

const worker = globalThis as unknown as WorkerScope;
const PREFIX = "chaekdongne-";
const SHELL_CACHE = `${PREFIX}shell-${__CACHE_VERSION__}`;
// Hashed files that are not precached (font subsets): immutable, kept after first use.
const ASSET_CACHE = `${PREFIX}assets`;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  const keep = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && !keep.includes(k)).map((k) => caches.delete(k))))
      .then(() => worker.clients.claim()),
  );
});

// The first visit loads its font subsets before the worker controls the page; the page sends
// their URLs (src/lib/service-worker.ts) so the offline shell keeps its typeface.
worker.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== "cache-assets" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (u): u is string => typeof u === "string" && new URL(u).origin === worker.location.origin && new URL(u).pathname.startsWith("/assets/"),
  );
  event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.addAll(urls.slice(0, 40))));
});

async function cachedAsset(request: Request): Promise<Response> {
  // ignoreVary: the preview/static server sends "Vary: Origin", and crossorigin scripts send Origin.
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith("/assets/")) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

// Every route is the same SPA shell; the cached one opens instantly and offline.
async function shell(request: Request): Promise<Response> {
  const hit = await caches.match("/index.html", { cacheName: SHELL_CACHE });
  return hit ?? fetch(request);
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  // Never PocketBase, even when it is served from the same origin behind a proxy.
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/_/")) return;
  const isPage = request.mode === "navigate" && !/\.[a-z0-9]+$/i.test(url.pathname);
  if (isPage) event.respondWith(shell(request));
  else event.respondWith(cachedAsset(request));
});
