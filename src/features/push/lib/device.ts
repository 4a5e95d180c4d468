import { forgetDevice } from "../api/forget-device";
import { getPublicKey } from "../api/get-public-key";
import { registerDevice } from "../api/register-device";
import type { PushKinds } from "../api/types";
import {
  currentSubscription,
  pushSupport,
  subscribeBrowser,
  toDevice,
  workerRegistration,
} from "./browser-push";

/** A Korean reason why push could not be turned on (shown as it is). */
export class PushError extends Error {}

export const BLOCKED_TEXT =
  "브라우저에서 이 사이트의 알림이 차단되어 있어요. 주소창 옆 사이트 설정에서 알림을 허용한 뒤 다시 켜 주세요.";

/**
 * Turns push on for this device (from a tap: the browser asks for permission first), registers it
 * with the server and answers what it gets.
 */
export async function turnOnPush(
  kinds?: Partial<PushKinds>,
): Promise<{ endpoint: string; kinds: PushKinds }> {
  if (pushSupport() !== "ok") throw new PushError("이 브라우저에서는 알림을 받을 수 없어요.");
  // First, while the tap still counts as the member's: the browser's own question.
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushError(BLOCKED_TEXT);
  if (permission !== "granted")
    throw new PushError("알림을 허용하지 않았어요. 언제든 알림 설정에서 다시 켤 수 있어요.");
  const registration = await workerRegistration();
  if (!registration) throw new PushError("지금은 알림을 켤 수 없어요. 잠시 후 다시 시도해주세요.");
  const subscription = await subscribeBrowser(registration, await getPublicKey());
  const device = toDevice(subscription);
  return { endpoint: device.endpoint, kinds: await registerDevice(device, kinds) };
}

/**
 * This device gets no push for the member signed in now (turning push off, logging out): the
 * server forgets it while the token is still valid, and the browser drops its subscription, so even
 * a device that could not reach the server (offline) gets nothing more: the push service answers
 * "gone" and the server deletes it.
 */
export async function forgetThisDevice() {
  if (pushSupport() !== "ok") return;
  const subscription = await currentSubscription(1000);
  if (!subscription) return;
  await forgetDevice(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * At every app start and re-login of a member who allowed notifications: the server knows this
 * device as theirs again (after a password change ended their sessions and devices, or another
 * account used this browser), with a subscription for the server's current key.
 */
export async function syncThisDevice() {
  if (pushSupport() !== "ok" || Notification.permission !== "granted") return;
  const registration = await workerRegistration();
  const existing = await registration?.pushManager.getSubscription();
  if (!registration || !existing) return;
  const subscription = await subscribeBrowser(registration, await getPublicKey());
  await registerDevice(toDevice(subscription));
}
