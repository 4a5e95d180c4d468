// What the push routes take and answer (pb_hooks/push/routes.js).
/** Which pushes a device gets: applications and approvals, comments and replies, chat. */
export interface PushKinds {
  clubs: boolean;
  comments: boolean;
  chat: boolean;
}

export const PUSH_KIND_NAMES = ["clubs", "comments", "chat"] as const;

/** A browser push subscription as the server stores it (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
