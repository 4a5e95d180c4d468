// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { restartRealtime } from "@/lib/realtime-order";

// After a password change the server drops the member's realtime connections without closing
// them (pb_hooks/sessions.pb.js): the app must open a new one itself, keeping its topics.
describe("restartRealtime", () => {
  const fake = (subscribed: boolean) => {
    const calls: string[] = [];
    return {
      calls,
      hasSubscriptionListeners: () => subscribed,
      disconnect: vi.fn(() => void calls.push("disconnect")),
      connect: vi.fn(async () => void calls.push("connect")),
    };
  };

  it("closes the old connection, then opens a new one", async () => {
    const rt = fake(true);
    await restartRealtime(rt);
    expect(rt.calls).toEqual(["disconnect", "connect"]);
  });

  it("does nothing when no view is live", async () => {
    const rt = fake(false);
    await restartRealtime(rt);
    expect(rt.calls).toEqual([]);
  });
});
