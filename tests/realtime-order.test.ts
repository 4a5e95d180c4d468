import { describe, expect, it } from "vitest";
import { pb, subscriptionsSettled } from "@/lib/pocketbase";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";
import { attachListenersAfterSubscribe, serializeSubscriptionSubmits } from "@/lib/realtime-order";

serveMockPocketBase();

// PocketBase replaces the whole topic list on each POST /api/realtime: two in flight at once can
// land out of order and leave the connection with the older, shorter list.
describe("realtime subscription submits", () => {
  it("go out one at a time, and the last one carries every topic", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const bodies: string[][] = [];
    let firstArrived: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (firstArrived = r));
    server.use(
      http.post(`${PB}/api/realtime`, async ({ request }) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        bodies.push(((await request.json()) as { subscriptions: string[] }).subscriptions);
        firstArrived();
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const rt = pb.realtime as unknown as {
      clientId: string;
      subscriptions: Record<string, unknown[]>;
      submitSubscriptions: () => Promise<void>;
    };
    rt.clientId = "test-client";
    rt.subscriptions.a = [() => undefined];
    const submits = [rt.submitSubscriptions()];
    await arrived; // the first is now on the server
    for (const topic of ["b", "c", "d"]) {
      rt.subscriptions[topic] = [() => undefined];
      submits.push(rt.submitSubscriptions());
    }
    await Promise.all(submits);
    await subscriptionsSettled();
    expect(maxInFlight).toBe(1);
    // The first went out alone; the three that waited behind it shared one send with all topics.
    expect(bodies).toEqual([["a"], ["a", "b", "c", "d"]]);
    rt.clientId = "";
    rt.subscriptions = {};
  });
});

describe("attachListenersAfterSubscribe", () => {
  it("attaches a listener that subscribed while the connection was being set up", async () => {
    // The SDK's race, reduced: subscribe() stores the listener and waits for a connect whose
    // handler already attached the listeners it knew, so this one is never attached.
    const attached = new Set<string>();
    const stored: string[] = [];
    const realtime = {
      eventSource: {},
      subscribe: async (topic: string) => {
        stored.push(topic);
        return async () => undefined;
      },
      addAllSubscriptionListeners: () => stored.forEach((t) => attached.add(t)),
    };
    attachListenersAfterSubscribe(realtime);
    await realtime.subscribe("inbox");
    expect(attached.has("inbox")).toBe(true);
  });
});

describe("serializeSubscriptionSubmits' first send", () => {
  it("waits for `firstSend`: topics subscribed until then go in one POST", async () => {
    const sent: string[][] = [];
    const realtime = {
      topics: [] as string[],
      submitSubscriptions() {
        sent.push([...this.topics]);
        return Promise.resolve();
      },
    };
    let release = () => undefined as void;
    const settled = serializeSubscriptionSubmits(realtime, new Promise<void>((r) => (release = r)));
    realtime.topics.push("socialing/c1"); // the screen, as soon as the SDK loads
    const first = realtime.submitSubscriptions();
    await Promise.resolve();
    realtime.topics.push("inbox", "chattingRoom/*"); // the member shell, a moment later
    const second = realtime.submitSubscriptions();
    expect(sent).toEqual([]);
    release();
    await Promise.all([first, second, settled()]);
    expect(sent).toEqual([["socialing/c1", "inbox", "chattingRoom/*"]]);
  });
});
