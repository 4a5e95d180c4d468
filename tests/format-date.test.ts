import { describe, expect, it } from "vitest";
import { formatRelative, formatDateTime } from "@/lib/format-date";
import { formatLongDate, formatTime } from "@/lib/format-date-ko";

const now = new Date("2026-11-21T12:00:00Z");

describe("formatRelative", () => {
  it("says 방금 전 under one minute", () => {
    expect(formatRelative("2026-11-21 11:59:30.000Z", now)).toBe("방금 전");
  });
  it("counts minutes, hours and days", () => {
    expect(formatRelative("2026-11-21 11:55:00.000Z", now)).toBe("5분 전");
    expect(formatRelative("2026-11-21 09:00:00.000Z", now)).toBe("3시간 전");
    expect(formatRelative("2026-11-19 12:00:00.000Z", now)).toBe("2일 전");
  });
  it("falls back to a Korean date after a week", () => {
    expect(formatRelative("2026-10-01 12:00:00.000Z", now)).toMatch(/^10월 1일$/);
    expect(formatRelative("2025-12-24 12:00:00.000Z", now)).toBe("2025년 12월 24일");
  });
});

describe("Korean date styles", () => {
  it("formats date with weekday and time, and time only", () => {
    const d = new Date(2026, 10, 21, 19, 5);
    expect(formatDateTime(d)).toBe("11월 21일 (토) 오후 7:05");
    expect(formatTime(d)).toBe("오후 7:05");
    expect(formatDateTime(new Date(2026, 10, 22, 0, 30))).toBe("11월 22일 (일) 오전 12:30");
    expect(formatDateTime(new Date(2026, 10, 23, 12, 0))).toBe("11월 23일 (월) 오후 12:00");
    expect(formatLongDate(d)).toBe("2026년 11월 21일 토요일");
  });
});
