import type { DeviceSubscription } from "../api/types";

// The browser's side of Web Push: support, the app's service worker (src/service-worker/sw.ts,
// registered after load by src/lib/service-worker.ts) and its push subscription.

/** ok; unsupported; ios-install: iPhone and iPad get Web Push only from the home screen (iOS 16.4+). */
export type PushSupport = "ok" | "unsupported" | "ios-install";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  if ("serviceWorker" in navigator && "PushManager" in window && "Notification" in window) return "ok";
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone = window.matchMedia?.("(display-mode: standalone)").matches;
  return ios && !standalone ? "ios-install" : "unsupported";
}

/** The app's service worker, waiting up to `ms` for it (it registers after the first load). */
export async function workerRegistration(ms = 5000): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/** This browser's push subscription for the app, if any. */
export async function currentSubscription(ms?: number): Promise<PushSubscription | null> {
  const registration = await workerRegistration(ms);
  return registration ? registration.pushManager.getSubscription() : null;
}

export function toDevice(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
}

/** A VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: string) {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * This browser's subscription for the server's key: the existing one, or a new one (a
 * subscription made for another key, e.g. before the server's keys were made anew, is replaced).
 */
export async function subscribeBrowser(registration: ServiceWorkerRegistration, publicKey: string) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return existing;
  if (existing) await existing.unsubscribe().catch(() => false);
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}
