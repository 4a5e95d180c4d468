import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// subscribeLive against a stand-in realtime client: what a view's catch-up does when it fails.
const realtime = vi.hoisted(() => ({ connect: undefined as undefined | (() => void) }));
vi.mock("@/lib/pocketbase", () => ({
  pb: {
    realtime: {
      subscribe: vi.fn(async (topic: string, listener: () => void) => {
        if (topic === "PB_CONNECT") realtime.connect = listener;
        return async () => undefined;
      }),
    },
  },
  subscriptionsSettled: () => Promise.resolve(),
}));

const { subscribeLive, untilDone } = await import("@/lib/live");

const offline = () => Object.assign(new Error("Failed to fetch"), { status: 0 });

describe("subscribeLive", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs a failed catch-up again (1 s, then 2 s later) until it succeeds, then stops", async () => {
    const calls: boolean[] = [];
    const sync = vi.fn(async (reconnect: boolean) => {
      calls.push(reconnect);
      if (calls.length < 3) throw offline();
    });
    const stop = subscribeLive([], sync);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([false]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([false, false, false]);
    stop();
  });

  it("stops retrying when the view closes, and a reconnect replaces the retries of the sync before", async () => {
    const calls: boolean[] = [];
    const stop = subscribeLive([], async (reconnect) => {
      calls.push(reconnect);
      throw offline();
    });
    await vi.advanceTimersByTimeAsync(0);
    realtime.connect!(); // the connection came back: a new catch-up starts now
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([false, true, true]); // only the newer sync is retried
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(3);
  });

  it("does not retry a definite answer (the room is gone or no longer the member's)", async () => {
    const work = vi.fn(async () => {
      throw Object.assign(new Error("not found"), { status: 404 });
    });
    untilDone(work, () => true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
