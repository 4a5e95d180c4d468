// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { GATE_FALLBACK_MS, invalidateLive, liveGateSync } from "@/lib/live";
import { liveGateOpen } from "@/lib/live-gate";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A live event arrives while a view's first fetch is still in flight: that fetch may have read the
// server before the event, so its answer must not be the last word.
describe("invalidateLive", () => {
  it("restarts a first fetch in flight instead of waiting for its (older) answer", async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ["live-test"],
      queryFn: async () => {
        const read = ++reads; // what the server held when this request read it
        await sleep(read === 1 ? 40 : 5);
        return read;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await sleep(5); // the first fetch has read the server; now the event comes
    await invalidateLive(queryClient, ["live-test"]);
    await expect.poll(() => queryClient.getQueryData(["live-test"])).toBe(2);
    await sleep(60); // the first request's answer, had it survived, would land now
    expect(queryClient.getQueryData(["live-test"])).toBe(2);
    unsubscribe();
  });
});

// A badge's query waits for its realtime view's topics (src/lib/live-gate.ts), but not forever.
describe("liveGateSync", () => {
  afterEach(() => vi.useRealTimers());

  it("opens the gate once the topics are live, and closes it with the view", async () => {
    vi.useFakeTimers();
    const key = ["gate-live"];
    const gate = liveGateSync(new QueryClient(), key, () => undefined);
    expect(liveGateOpen(key)).toBe(false);
    gate.sync(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(liveGateOpen(key)).toBe(true);
    gate.close();
    expect(liveGateOpen(key)).toBe(false);
    await vi.advanceTimersByTimeAsync(GATE_FALLBACK_MS);
    expect(liveGateOpen(key)).toBe(false); // a closed view's fallback does not reopen it

    const early = liveGateSync(new QueryClient(), key, () => undefined);
    early.sync(false);
    early.close(); // the view ended before its catch-up settled
    await vi.advanceTimersByTimeAsync(0);
    expect(liveGateOpen(key)).toBe(false);
  });

  it("opens it after the fallback when the topics never go live (a blocked event stream)", async () => {
    vi.useFakeTimers();
    const key = ["gate-stuck"];
    const gate = liveGateSync(new QueryClient(), key, () => undefined);
    await vi.advanceTimersByTimeAsync(GATE_FALLBACK_MS - 1);
    expect(liveGateOpen(key)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(liveGateOpen(key)).toBe(true);
    gate.close();
  });

  it("`pushed`: the gate waits for the server's answer, which fills the cache (no fetch)", async () => {
    vi.useFakeTimers();
    const key = ["gate-pushed"];
    const queryClient = new QueryClient();
    const gate = liveGateSync(queryClient, key, () => undefined, { pushed: true });
    gate.sync(false); // the topics are live: the answer comes on them
    await vi.advanceTimersByTimeAsync(0);
    expect(liveGateOpen(key)).toBe(false);
    gate.answer({ total: 2 });
    expect(liveGateOpen(key)).toBe(true);
    expect(queryClient.getQueryData(key)).toEqual({ total: 2 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    gate.close();
    gate.answer({ total: 3 }); // after the view ended: ignored
    expect(liveGateOpen(key)).toBe(false);
    expect(queryClient.getQueryData(key)).toEqual({ total: 2 });
  });
});
