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
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: WaitEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
declare const __PRECACHE__: string[];
declare const __CACHE_VERSION__: string;

const worker = globalThis as unknown as WorkerScope;
const PREFIX = "chaekdongne-";
const SHELL_CACHE = `${PREFIX}shell-${__CACHE_VERSION__}`;
// Hashed files outside the precache list (none today; e.g. a future lazy asset): kept after first use.
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

// Every route is the same SPA shell, opened instantly and offline from the cache; the pages
// prerendered at build time (/main/club -> /main/club.html) have their own copy of it.
async function shell(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const page = pathname === "/" ? undefined : await caches.match(`${pathname}.html`, { cacheName: SHELL_CACHE });
  const hit = page ?? (await caches.match("/index.html", { cacheName: SHELL_CACHE }));
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
