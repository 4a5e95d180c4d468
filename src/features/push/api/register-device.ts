import { pb } from "@/lib/pocketbase";
import type { DeviceSubscription, PushKinds } from "./types";

/**
 * This device gets pushes for me. Kinds not given stay as they were (all on for a new device).
 * Also sent at every app start and after a re-login (lib/sync-device.ts): idempotent.
 */
export const registerDevice = (subscription: DeviceSubscription, kinds?: Partial<PushKinds>) =>
  pb
    .send<{ kinds: PushKinds }>("/api/chaekdongne/push/subscription", {
      method: "POST",
      body: { endpoint: subscription.endpoint, keys: subscription.keys, ...(kinds ? { kinds } : {}) },
    })
    .then((r) => r.kinds);
