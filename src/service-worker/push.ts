// Web Push in the service worker (docs/notifications.md "Push notifications"): show what the
// server sent, and open the right screen on a tap. The server writes the whole payload (text,
// link, grouping tag: pb_hooks/push/render.js), so this file knows no kinds: a new kind needs no
// new worker.
//   push               one notification per tag (an inbox row, a chat room), replaced and
//                      announced again (renotify); a chat room the member is reading right now
//                      (a focused window on /chatRoom/{id}) shows nothing.
//   notificationclick  a window of the app comes to the front on the notification's screen, or
//                      a new one opens there.

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  room?: string;
}
interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent_ extends WaitEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent_ extends WaitEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient_ {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient_>;
  navigate(url: string): Promise<WindowClient_ | null>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient_[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEvent_) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent_) => void): void;
}

/** Only a path of this app (never another site): what a push may open. */
function appPath(url: unknown) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/notifications";
}

function payloadOf(event: PushEvent_): PushPayload {
  try {
    const data = event.data?.json();
    return data && typeof data === "object" ? (data as PushPayload) : {};
  } catch {
    return {};
  }
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function show(scope: PushWorkerScope, payload: PushPayload) {
  const url = appPath(payload.url);
  if (payload.room) {
    const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
    if (windows.some((w) => w.focused && new URL(w.url).pathname === `/chatRoom/${payload.room}`)) return;
  }
  await scope.registration.showNotification(payload.title || "책동네", {
    body: payload.body || "새 알림이 있어요.",
    tag: payload.tag,
    renotify: !!payload.tag,
    icon: "/icons/icon-192.png",
    lang: "ko",
    data: { url },
  });
}

async function open(scope: PushWorkerScope, url: string) {
  const windows = (await scope.clients.matchAll({ type: "window", includeUncontrolled: true })).filter(
    (w) => new URL(w.url).origin === scope.location.origin,
  );
  const client = windows.find((w) => pathOf(w.url) === url) ?? windows.find((w) => w.focused) ?? windows[0];
  if (!client) {
    await scope.clients.openWindow(url);
    return;
  }
  const front = await client.focus().catch(() => client);
  if (pathOf(front.url) === url) return;
  // navigate() needs a window this worker controls; otherwise a new one.
  await front.navigate(url).catch(() => scope.clients.openWindow(url));
}

export function listenForPushes(scope: PushWorkerScope) {
  scope.addEventListener("push", (event) => event.waitUntil(show(scope, payloadOf(event))));
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(open(scope, appPath(data?.url)));
  });
}
