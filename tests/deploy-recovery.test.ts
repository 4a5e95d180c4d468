import { describe, expect, it, vi } from "vitest";
import { installDeployRecovery } from "@/lib/deploy-recovery";

// A tab running an old build after a deploy: a lazy chunk is gone (vite:preloadError).
describe("deploy recovery", () => {
  it("reloads once, then lets the error screen show if the chunk still fails", () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as unknown as Storage;
    const reload = vi.fn();
    installDeployRecovery(fake, reload);
    window.dispatchEvent(new Event("vite:preloadError"));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("vite:preloadError")); // after that reload, still failing
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
