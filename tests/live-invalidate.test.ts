import { describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { invalidateLive } from "@/lib/live";

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
