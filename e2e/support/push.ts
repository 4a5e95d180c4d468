// The local mock push service (scripts/lib/mock-push.mjs) as the tests read it: global setup starts
// one for the shared server (E2E_PUSH_URL); its origin is allowed there (CHAEKDONGNE_PUSH_ORIGINS).
export { startMockPushService } from "../../scripts/lib/mock-push.mjs";

export const PUSH_URL = () => process.env.E2E_PUSH_URL ?? "";

export interface MockSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const post = async (path: string, body: unknown, base = PUSH_URL()) => {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
};

/** A device's push subscription for the server's VAPID key, as pushManager.subscribe makes one. */
export async function mockSubscribe(publicKey: string, base?: string): Promise<MockSubscription> {
  const res = await post("/subscribe", { userVisibleOnly: "true", applicationServerKey: publicKey }, base);
  if (res.status !== 200) throw new Error(`mock push service: ${JSON.stringify(res.json)}`);
  return res.json.data as MockSubscription;
}

export interface Received {
  title: string;
  body: string;
  url: string;
  tag: string;
  room?: string;
}

/** Every push this device got so far, decrypted, oldest first. */
export async function received(sub: MockSubscription, base?: string): Promise<Received[]> {
  const res = await post("/get-notifications", { clientHash: sub.clientHash }, base);
  const data = res.json.data as { messages: string[] } | undefined;
  return (data?.messages ?? []).map((m) => JSON.parse(m) as Received);
}

/** The push service forgets the device: its next push is answered 410. */
export const expire = (sub: MockSubscription, base?: string) =>
  post(`/expire-subscription/${sub.clientHash}`, {}, base);
