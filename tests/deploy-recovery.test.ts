import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installDeployRecovery } from "@/lib/deploy-recovery";

// A tab running an old build after a deploy: a lazy chunk is gone (vite:preloadError).
function setup(answers: () => boolean) {
  const values = new Map<string, string>();
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  } as unknown as Storage;
  const reload = vi.fn();
  const serverAnswers = vi.fn(async () => answers());
  const stop = installDeployRecovery({ storage: () => storage, reload, serverAnswers });
  return { reload, serverAnswers, stop };
}

describe("deploy recovery", () => {
  let stop = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("reloads once when the server answers, then lets the error screen show if the chunk still fails", async () => {
    const t = setup(() => true);
    stop = t.stop;
    window.dispatchEvent(new Event("vite:preloadError"));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("vite:preloadError")); // after that reload, still failing
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads into a server that does not answer (the deploy's downtime): it waits for it", async () => {
    let up = false;
    const t = setup(() => up);
    stop = t.stop;
    window.dispatchEvent(new Event("vite:preloadError"));
    window.dispatchEvent(new Event("vite:preloadError")); // more chunks of the same screen
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.reload).not.toHaveBeenCalled();
    const asked = t.serverAnswers.mock.calls.length;
    expect(asked).toBeGreaterThan(1); // asked again with back-off, one loop for both errors
    expect(asked).toBeLessThan(10);
    up = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });
});
