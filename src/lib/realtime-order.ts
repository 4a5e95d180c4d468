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

export function serializeSubscriptionSubmits(realtime: object): () => Promise<void> {
  const rt = realtime as Submitter;
  const submit = rt.submitSubscriptions.bind(rt);
  let tail: Promise<void> = Promise.resolve();
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
