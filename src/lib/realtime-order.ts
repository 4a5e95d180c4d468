/**
 * PocketBase replaces a connection's whole topic list on every POST /api/realtime, so two such
 * POSTs in flight at once (the SDK sends one per new topic; our client has auto-cancellation off,
 * and cancelling would not stop the server anyway) can land in the wrong order and leave the
 * connection with an older, shorter list: a view then silently stops getting its events. This
 * makes the SDK send them one at a time; calls made while one waits share the next send, which
 * carries the topic list as it is when it goes out.
 */
interface Submitter {
  submitSubscriptions: () => Promise<void>;
}

export function serializeSubscriptionSubmits(
  realtime: object,
  firstSend: Promise<void> = Promise.resolve(),
): () => Promise<void> {
  const rt = realtime as Submitter;
  const submit = rt.submitSubscriptions.bind(rt);
  // `firstSend`: the first POST waits for it, so topics subscribed until then share it.
  let tail: Promise<void> = firstSend;
  let queued: Promise<void> | null = null;
  rt.submitSubscriptions = () => {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null; // from here on a new call needs a new send (this one has read the list)
      return submit();
    });
    queued = next;
    tail = next.catch(() => undefined);
    return next;
  };
  /** Resolves once every subscription POST sent so far has been answered. */
  return () => tail;
}

interface ListenerOwner {
  subscribe: (...args: never[]) => Promise<unknown>;
  addAllSubscriptionListeners: () => void;
  eventSource: unknown;
}

/**
 * SDK 0.21 race: a listener added while the connection is being set up (after the connect
 * handler attached the listeners it knew, before it resolved) waits for that connect and is never
 * attached to the EventSource; its topic was already sent, so nothing attaches it later, and
 * that view silently misses every event (seen: the unread count never rose while the room list,
 * subscribed first to the same topic, kept updating). After every subscribe, all listeners are
 * attached again: the SDK's own method removes and re-adds them, so none is doubled.
 */
export function attachListenersAfterSubscribe(realtime: object) {
  const rt = realtime as ListenerOwner;
  const subscribe = rt.subscribe.bind(rt);
  rt.subscribe = async (...args: never[]) => {
    const unsubscribe = await subscribe(...args);
    if (rt.eventSource) rt.addAllSubscriptionListeners();
    return unsubscribe;
  };
}

interface Restartable {
  hasSubscriptionListeners: () => boolean;
  disconnect: () => void;
  connect: () => Promise<void>;
}

/**
 * Opens a new realtime connection with the current token, keeping every topic and listener. When
 * a member's sessions end (a password change: pb_hooks/sessions.pb.js) the server drops their
 * connections without closing them: the SDK would sit on a silent one. The new connection's
 * PB_CONNECT then makes every live view catch up (lib/live.ts subscribeLive).
 */
export function restartRealtime(realtime: object): Promise<void> {
  const rt = realtime as Restartable;
  if (!rt.hasSubscriptionListeners()) return Promise.resolve();
  rt.disconnect();
  return rt.connect();
}
