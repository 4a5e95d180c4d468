// The service worker, built to /sw.js by vite-plugin-pwa (injectManifest, vite.config.ts), which
// fills self.__WB_MANIFEST with this build's files (the app shell: every HTML page, JS/CSS chunk,
// manifest, icons) and their revisions, so a deploy downloads only the files that changed.
//
// - Never PocketBase: no route matches /api/ or /_/ (even on the same origin behind Caddy), so
//   API responses, realtime and auth always go to the network.
// - Pages open from the cache, online or offline: /main/club -> main/club.html (prerendered),
//   any other path -> index.html.
// - A controlled update: a new worker waits until the page asks it to take over ("새 버전이 있어요",
//   src/lib/service-worker.ts). Until then an open tab keeps its own build's chunks.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { listenForPushes, type PushWorkerScope } from "./push";

interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEvent_ extends Event {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: WaitEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent_) => void): void;
}
const worker = self as unknown as WorkerScope;

// cleanURLs: a navigation to /main/club is answered with the precached /main/club.html.
// (Written out as `self.__WB_MANIFEST`: the build looks for that exact text.)
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, { cleanURLs: true });
cleanupOutdatedCaches();
// The first install serves the page that registered it at once (offline right away). An update
// only activates when the page asks for it, and that page reloads then.
clientsClaim();

// Every other page is the SPA shell. Requests with a file extension are files, never pages.
registerRoute(
  new NavigationRoute(async ({ request }) => (await matchPrecache("/index.html")) ?? fetch(request), {
    denylist: [/^\/api\//, /^\/_\//, /^\/_$/, /\.[a-z0-9]+$/i],
  }),
);

worker.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
});

// The hand-written worker this one replaced kept its files in "chaekdongne-*" caches.
worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("chaekdongne-")).map((k) => caches.delete(k))),
      ),
  );
});

// Web Push: notifications from the server and their taps (./push.ts).
listenForPushes(self as unknown as PushWorkerScope);
