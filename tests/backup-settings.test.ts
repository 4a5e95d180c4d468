// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/settings.js: PocketBase 0.22 runs its backup cron in UTC whatever the server's time
// zone, so the operator's hour in Korea time (UTC+9 all year) is written as the UTC hour.
const settings = loadHookModule<{ backupCron: (hour: string) => string }>("core/settings.js");

describe("the nightly backup's schedule", () => {
  it("is the given hour in Korea time, written in UTC", () => {
    expect(settings.backupCron("4")).toBe("0 19 * * *"); // 04:00 KST = 19:00 UTC the day before
    expect(settings.backupCron("0")).toBe("0 15 * * *");
    expect(settings.backupCron("9")).toBe("0 0 * * *");
    expect(settings.backupCron("23")).toBe("0 14 * * *");
  });

  it("defaults to 04:00 KST, and off means none", () => {
    expect(settings.backupCron("")).toBe("0 19 * * *");
    expect(settings.backupCron("25")).toBe("0 19 * * *");
    expect(settings.backupCron("4; rm -rf /")).toBe("0 19 * * *");
    expect(settings.backupCron("off")).toBe("");
  });
});
